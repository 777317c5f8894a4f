import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { SUMMARY_SQL, type SummaryRow } from './entry-summary';

export interface CalendarDayRow {
  day: string;
  entries: number;
  conversations: number;
  mood_average: number | null;
}

// Every statement here reads a range of IDX_entries_owner_created: from local midnight of the first day ($3) to
// local midnight of the day after the last ($4), both turned into instants in the writer's zone ($2). The cost
// is the writer's entries of that range, whatever the table holds. Notes count: the calendar is the writer's.

/** $1 the owner, $2 their zone, $3 and $4 the range: per day, its entries, conversations and average mood. */
const MONTH_SQL = `
SELECT to_char(e.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day,
       count(*)::int AS entries,
       count(DISTINCT e.conversation_id)::int AS conversations,
       avg(e.mood)::float8 AS mood_average
  FROM entries e
 WHERE e.owner_id = $1
   AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
   AND e.created_at < ($4::timestamp AT TIME ZONE $2)
 GROUP BY 1
 ORDER BY 1`;

const IN_RANGE = `
   AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
   AND e.created_at < ($4::timestamp AT TIME ZONE $2)`;

/** $1-$4 as above, $5 the offset, $6 the limit: the day's entries, earliest first. */
const DAY_PAGE_SQL = `${SUMMARY_SQL}${IN_RANGE}
 ORDER BY e.created_at, e.id
OFFSET $5 LIMIT $6`;

/** $1-$4 as above: how many entries the day has. */
const DAY_COUNT_SQL = `
SELECT count(*)::int AS total
  FROM entries e
 WHERE e.owner_id = $1${IN_RANGE}`;

/** What the calendar reads. Callers pass the owner: nothing here crosses users. */
@Injectable()
export class CalendarRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The days from `from` up to (not including) `to` (`YYYY-MM-DD`) on which the writer wrote. */
  @Sql({ params: [EXAMPLE.ownerId, 'Europe/Lisbon', '2031-03-01', '2031-04-01'] })
  days(ownerId: string, timeZone: string, from: string, to: string): Promise<CalendarDayRow[]> {
    return this.dataSource.query(MONTH_SQL, [ownerId, timeZone, from, to]);
  }

  @Sql({ params: [EXAMPLE.ownerId, 'Europe/Lisbon', '2031-03-14', '2031-03-15', 0, 20] })
  dayPage(
    ownerId: string,
    timeZone: string,
    from: string,
    to: string,
    offset: number,
    limit: number,
  ): Promise<SummaryRow[]> {
    return this.dataSource.query(DAY_PAGE_SQL, [ownerId, timeZone, from, to, offset, limit]);
  }

  @Sql({ params: [EXAMPLE.ownerId, 'Europe/Lisbon', '2031-03-14', '2031-03-15'] })
  async dayCount(ownerId: string, timeZone: string, from: string, to: string): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ total: number }>>(DAY_COUNT_SQL, [
      ownerId,
      timeZone,
      from,
      to,
    ]);
    return row?.total ?? 0;
  }
}
