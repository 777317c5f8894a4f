import { VALIDATION_MESSAGES } from '@app/schema';
import { Injectable } from '@nestjs/common';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import type { Mood } from 'src/conversations/mood';
import type { PageArgs } from 'src/common/graphql/page.args';
import { UsersService } from 'src/users/users.service';
import { formatDay, parseDay, parseMonth, shiftDays, shiftMonths } from './calendar-days';
import { CalendarRepository } from './calendar.repository';
import type { CalendarDay, JournalDay } from './dto/calendar.model';
import { toEntrySummary } from './entry-summary';

/**
 * The calendar (issue 24 §1): which days of a month the writer wrote on, and what they wrote on one of them.
 * "A day" is a day in the writer's zone.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly repository: CalendarRepository,
    private readonly users: UsersService,
  ) {}

  async month(ownerId: string, month: string): Promise<CalendarDay[]> {
    const first = parseMonth(month.trim());
    if (!first) throw invalid(VALIDATION_MESSAGES.monthInvalid);
    const timeZone = await this.users.timeZoneOf(ownerId);
    const rows = await this.repository.days(
      ownerId,
      timeZone,
      formatDay(first),
      formatDay(shiftMonths(first, 1)),
    );
    return rows.map((row) => ({
      date: row.day,
      entries: row.entries,
      conversations: row.conversations,
      moodAverage: row.mood_average,
      mood: row.mood_average === null ? null : (Math.round(row.mood_average) as Mood),
    }));
  }

  async day(ownerId: string, date: string, { offset, limit }: PageArgs): Promise<JournalDay> {
    const text = date.trim();
    const day = parseDay(text);
    if (!day) throw invalid(VALIDATION_MESSAGES.dayInvalid);
    const timeZone = await this.users.timeZoneOf(ownerId);
    const next = formatDay(shiftDays(day, 1));
    const [rows, total] = await Promise.all([
      this.repository.dayPage(ownerId, timeZone, text, next, offset, limit),
      this.repository.dayCount(ownerId, timeZone, text, next),
    ]);
    return { date: text, items: rows.map(toEntrySummary), total, hasMore: offset + rows.length < total };
  }
}

const invalid = (message: string) => new DomainError(CommonErrorCode.ValidationFailed, message);
