import { dayIn, VALIDATION_MESSAGES } from '@app/schema';
import { Injectable } from '@nestjs/common';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { toProfile } from 'src/users/dto/profile.model';
import { UsersService } from 'src/users/users.service';
import { formatDay, parseDay, sameDayKeys, shiftMonths } from './calendar-days';
import { MemorySpan, type OnThisDay, type OnThisDayMemory } from './dto/on-this-day.model';
import { type MemoryRow, OnThisDayRepository } from './on-this-day.repository';

/** How many memories one answer holds. */
export const MEMORIES_MAX = 20;
const EXCERPT_MAX = 280;

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
    // The profile's zone: UTC until one is set.
    const { timeZone } = toProfile(await this.users.getProfile(ownerId));
    const text = date?.trim() || dayIn(timeZone);
    const day = parseDay(text);
    if (!day) throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.dayInvalid);

    const earlier = await this.repository.sameDayInEarlierYears(
      ownerId,
      timeZone,
      sameDayKeys(day),
      day.year,
      MEMORIES_MAX,
    );
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

function memory(row: MemoryRow, span: MemorySpan, yearsAgo: number | null): OnThisDayMemory {
  return {
    entryId: row.id,
    conversationId: row.conversation_id,
    projectName: row.project_name,
    title: row.title,
    topic: row.topic,
    excerpt: excerptOf(row),
    createdAt: row.created_at,
    span,
    yearsAgo,
  };
}

/** An opening's answers (its questions and project left out) or a message, on one line, cut at a word. */
function excerptOf(row: Pick<MemoryRow, 'user_text' | 'answers'>): string {
  const words = row.answers
    ? row.answers
        .map((item) => item.answer.trim())
        .filter(Boolean)
        .join(' · ')
    : row.user_text;
  const line = words.replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_MAX) return line;
  const cut = line.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut}…`;
}
