import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { SUMMARY_SQL, type SummaryRow } from './entry-summary';

// The writer's openings and continuations (never notes), walked through IDX_entries_owner_created: the cost is
// one writer's entries, whatever the table holds.
const MEMORY_SQL = `${SUMMARY_SQL} AND e.kind IN ('opening', 'continuation')`;

/**
 * $1 the owner, $2 their zone, $3 the month-days (`03-14`; Feb 28 brings Feb 29 along in a common year), $4
 * the year asked from, $5 the limit: entries of those days in earlier years, newest first.
 */
const SAME_DAY_EARLIER_YEARS_SQL = `${MEMORY_SQL}
   AND to_char(e.created_at AT TIME ZONE $2, 'MM-DD') = ANY($3::text[])
   AND extract(year FROM e.created_at AT TIME ZONE $2) < $4
 ORDER BY e.created_at DESC
 LIMIT $5`;

/** $1 the owner, $2 their zone, $3 the days (`2026-02-14`), $4 the limit: entries of exactly those days. */
const ON_DAYS_SQL = `${MEMORY_SQL}
   AND (e.created_at AT TIME ZONE $2)::date = ANY($3::date[])
 ORDER BY e.created_at DESC
 LIMIT $4`;

/** What On this day reads. Callers pass the owner: nothing here crosses users. */
@Injectable()
export class OnThisDayRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Sql({ params: [EXAMPLE.ownerId, 'Europe/Lisbon', ['03-14'], 2031, 20] })
  sameDayInEarlierYears(
    ownerId: string,
    timeZone: string,
    monthDays: string[],
    year: number,
    limit: number,
  ): Promise<SummaryRow[]> {
    return this.dataSource.query(SAME_DAY_EARLIER_YEARS_SQL, [ownerId, timeZone, monthDays, year, limit]);
  }

  @Sql({ params: [EXAMPLE.ownerId, 'Europe/Lisbon', ['2030-12-01', '2030-07-01'], 20] })
  onDays(ownerId: string, timeZone: string, days: string[], limit: number): Promise<SummaryRow[]> {
    return this.dataSource.query(ON_DAYS_SQL, [ownerId, timeZone, days, limit]);
  }
}
