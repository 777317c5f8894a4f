import { dayIn, VALIDATION_MESSAGES } from '@app/schema';
import { Injectable } from '@nestjs/common';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { UsersService } from 'src/users/users.service';
import { formatDay, parseDay, sameDayInEarlierYears, shiftMonths } from './calendar-days';
import { MemorySpan, type OnThisDay, type OnThisDayMemory } from './dto/on-this-day.model';
import { type SummaryRow, toEntrySummary } from './entry-summary';
import { OnThisDayRepository } from './on-this-day.repository';

/** How many memories one answer holds. */
export const MEMORIES_MAX = 20;

/**
 * On this day (issue 24 §2): the writer's entries of this month and day in earlier years; when there are
 * none, those of the same day a month and six months before. "A day" is a day in the writer's zone.
 */
@Injectable()
export class OnThisDayService {
  constructor(
    private readonly repository: OnThisDayRepository,
    private readonly users: UsersService,
  ) {}

  async onThisDay(ownerId: string, date?: string | null): Promise<OnThisDay> {
    const timeZone = await this.users.timeZoneOf(ownerId);
    const text = date?.trim() || dayIn(timeZone);
    const day = parseDay(text);
    if (!day) throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.dayInvalid);

    const earlier = await this.repository.onDays(ownerId, timeZone, sameDayInEarlierYears(day), MEMORIES_MAX);
    if (earlier.length > 0) {
      return {
        date: text,
        memories: earlier.map((row) =>
          memory(row, MemorySpan.YEARS, day.year - Number(row.local_day.slice(0, 4))),
        ),
      };
    }
    const monthAgo = formatDay(shiftMonths(day, -1));
    const sixMonthsAgo = formatDay(shiftMonths(day, -6));
    const rows = await this.repository.onDays(ownerId, timeZone, [monthAgo, sixMonthsAgo], MEMORIES_MAX);
    return {
      date: text,
      memories: rows.map((row) =>
        memory(row, row.local_day === monthAgo ? MemorySpan.MONTH : MemorySpan.SIX_MONTHS, null),
      ),
    };
  }
}

function memory(row: SummaryRow, span: MemorySpan, yearsAgo: number | null): OnThisDayMemory {
  return { ...toEntrySummary(row), span, yearsAgo };
}
