import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { StaleItem } from 'src/jobs/durable-text-writer';
import { moveToJob, staleRows, updateUnderJob } from 'src/jobs/durable-rows';
import { Sql } from 'src/database/sql/sql.decorator';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { SUMMARY_SQL, type SummaryRow } from '../entry-summary';
import { ReviewPeriod } from './review-period';
import { ReviewEntity, type ReviewStats, type ReviewStatus } from './review.entity';

// The period's openings and continuations (never notes) between the local midnights $3 and $4 of the writer's
// zone $2, a range of IDX_entries_owner_created: the cost is the writer's entries of the period.
const IN_PERIOD = `
   AND e.kind IN ('opening', 'continuation')
   AND e.created_at >= ($3::timestamp AT TIME ZONE $2)
   AND e.created_at < ($4::timestamp AT TIME ZONE $2)`;

/** $1 the owner, $2 their zone, $3 and $4 the period: its numbers, as one JSON object (ReviewStats). */
const STATS_SQL = `
WITH e AS (
  SELECT e.conversation_id, e.mood, c.topic, (e.created_at AT TIME ZONE $2)::date AS day,
         CASE WHEN e.answers IS NULL THEN e.user_text
              ELSE (SELECT coalesce(string_agg(a->>'answer', ' '), '') FROM jsonb_array_elements(e.answers) a)
         END AS words
    FROM entries e
    JOIN conversations c ON c.id = e.conversation_id
   WHERE e.owner_id = $1${IN_PERIOD}
)
SELECT json_build_object(
  'entries', (SELECT count(*) FROM e),
  'conversations', (SELECT count(DISTINCT conversation_id) FROM e),
  'words', (SELECT coalesce(sum(cardinality(regexp_split_to_array(btrim(words), '\\s+'))), 0)
              FROM e WHERE btrim(words) <> ''),
  'daysWritten', (SELECT count(DISTINCT day) FROM e),
  'topics', (SELECT coalesce(json_agg(t ORDER BY t.entries DESC, t.topic), '[]')
               FROM (SELECT topic, count(*)::int AS entries FROM e GROUP BY topic) t),
  'moods', (SELECT coalesce(json_agg(m ORDER BY m.mood), '[]')
              FROM (SELECT mood, count(*)::int AS entries FROM e WHERE mood IS NOT NULL GROUP BY mood) m),
  'days', (SELECT coalesce(json_agg(d ORDER BY d.date), '[]')
             FROM (SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*)::int AS entries,
                          avg(mood)::float8 AS "moodAverage"
                     FROM e GROUP BY day) d)
) AS stats`;

/**
 * $1-$4 as above, $5 how many: the entries a review may quote, those the writer marked awful or great first,
 * then the longest. The service spreads its quotes over the period's days from these.
 */
const QUOTABLE_SQL = `${SUMMARY_SQL}${IN_PERIOD}
 ORDER BY (e.mood IN (1, 5)) DESC NULLS LAST, length(e.user_text) DESC, e.created_at
 LIMIT $5`;

/** What a new review is given; the rest (its text, stamps, attempts) the database and its job fill in. */
export type NewReview = Pick<
  ReviewEntity,
  'ownerId' | 'period' | 'startDay' | 'endDay' | 'timeZone' | 'status' | 'stats' | 'citations' | 'jobId'
>;

const EMPTY_STATS: ReviewStats = {
  entries: 0,
  conversations: 0,
  words: 0,
  daysWritten: 0,
  topics: [],
  moods: [],
  days: [],
};

/** The fields a job stores as it writes a review. */
export interface ReviewProgress {
  status: ReviewStatus;
  text: string | null;
  error: string | null;
  writtenBy?: string | null;
}

/** A pending review whose writing shows no sign of life. */
export type StaleReview = StaleItem;

/** Reviews and what they are written from. Callers pass the owner wherever a writer asks. */
@Injectable()
export class ReviewsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Sql({ params: [EXAMPLE.ownerId, 'Europe/Lisbon', '2031-03-01', '2031-04-01'] })
  async stats(ownerId: string, timeZone: string, start: string, end: string): Promise<ReviewStats> {
    const [row] = await this.dataSource.query<Array<{ stats: ReviewStats }>>(STATS_SQL, [
      ownerId,
      timeZone,
      start,
      end,
    ]);
    return row.stats;
  }

  @Sql({ params: [EXAMPLE.ownerId, 'Europe/Lisbon', '2031-03-01', '2031-04-01', 60] })
  quotable(
    ownerId: string,
    timeZone: string,
    start: string,
    end: string,
    limit: number,
  ): Promise<SummaryRow[]> {
    return this.dataSource.query(QUOTABLE_SQL, [ownerId, timeZone, start, end, limit]);
  }

  /** Inserts the review, in `manager`'s transaction when given (its job is queued in the same one). */
  @Sql({
    params: [
      {
        ownerId: EXAMPLE.ownerId,
        period: ReviewPeriod.WEEK,
        startDay: '2030-01-07',
        endDay: '2030-01-13',
        timeZone: 'UTC',
        status: 'pending',
        stats: EMPTY_STATS,
        citations: [],
        jobId: EXAMPLE.newEntryId,
      },
    ],
  })
  async insert(review: NewReview, manager: EntityManager = this.dataSource.manager): Promise<ReviewEntity> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ReviewEntity)
      .values({ ...review, heartbeatAt: () => 'now()' })
      .returning('id')
      .execute();
    const [{ id }] = inserted.raw as Array<{ id: string }>;
    // Read back in the same transaction, for the stamps and defaults the database set.
    return manager.getRepository(ReviewEntity).findOneByOrFail({ id });
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.reviewId] })
  find(ownerId: string, id: string): Promise<ReviewEntity | null> {
    return this.dataSource.getRepository(ReviewEntity).findOneBy({ id, ownerId });
  }

  /** The newest review of this period that is not failed (written, or being written); null when none. */
  @Sql({ params: [EXAMPLE.ownerId, ReviewPeriod.MONTH, '2030-01-01'] })
  findForPeriod(ownerId: string, period: ReviewPeriod, startDay: string): Promise<ReviewEntity | null> {
    return this.dataSource
      .createQueryBuilder(ReviewEntity, 'r')
      .where(
        "r.owner_id = :ownerId AND r.period = :period AND r.start_day = :startDay AND r.status <> 'failed'",
        {
          ownerId,
          period,
          startDay,
        },
      )
      .orderBy('r.created_at', 'DESC')
      .getOne();
  }

  /** For the job, which knows the review by id alone (it was queued with its owner's). */
  @Sql({ params: [EXAMPLE.reviewId] })
  findById(id: string): Promise<ReviewEntity | null> {
    return this.dataSource.getRepository(ReviewEntity).findOneBy({ id });
  }

  @Sql({ params: [EXAMPLE.ownerId, 0, 20] })
  async page(ownerId: string, offset: number, limit: number): Promise<[ReviewEntity[], number]> {
    return this.dataSource.getRepository(ReviewEntity).findAndCount({
      where: { ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  @Sql({ params: [EXAMPLE.ownerId, EXAMPLE.reviewId] })
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(ReviewEntity).delete({ id, ownerId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Takes the review for `jobId` if it is still pending under it: stamps its heartbeat and counts the attempt.
   * Null when it was deleted, finished or handed to another job.
   */
  @Sql({ params: [EXAMPLE.reviewId, EXAMPLE.reviewJobId] })
  async claim(id: string, jobId: string): Promise<ReviewEntity | null> {
    const claimed = await updateUnderJob(this.dataSource, ReviewEntity, id, jobId, {
      heartbeatAt: () => 'now()',
      attempts: () => 'attempts + 1',
    });
    return claimed ? this.findById(id) : null;
  }

  /** A sign of life of the job writing it; false when it is no longer that job's. */
  @Sql({ params: [EXAMPLE.reviewId, EXAMPLE.reviewJobId] })
  async beat(id: string, jobId: string): Promise<boolean> {
    return updateUnderJob(this.dataSource, ReviewEntity, id, jobId, { heartbeatAt: () => 'now()' });
  }

  /** Stores what the job wrote; false when the review is no longer its (deleted, or handed to another). */
  @Sql({
    params: [
      EXAMPLE.reviewId,
      EXAMPLE.reviewJobId,
      { status: 'complete', text: 'A quiet month [1].', error: null, writtenBy: 'offline-companion' },
    ],
  })
  store(id: string, jobId: string, progress: ReviewProgress): Promise<boolean> {
    return updateUnderJob(this.dataSource, ReviewEntity, id, jobId, {
      ...progress,
      heartbeatAt: () => 'now()',
    });
  }

  /** Fails the review with `message` while it is `jobId`'s (interrupted too often). */
  @Sql({ params: [EXAMPLE.reviewId, EXAMPLE.reviewJobId, 'The review was interrupted too often.'] })
  fail(id: string, jobId: string, message: string): Promise<boolean> {
    return this.store(id, jobId, { status: 'failed', text: null, error: message });
  }

  /** Moves a pending review from its job to a new one (handed back, or found interrupted by the sweep). */
  @Sql({ params: [EXAMPLE.reviewId, EXAMPLE.reviewJobId, EXAMPLE.newEntryId] })
  assignJob(id: string, fromJobId: string | null, toJobId: string): Promise<boolean> {
    return moveToJob(this.dataSource, ReviewEntity, id, fromJobId, toJobId);
  }

  /** Pending reviews with no heartbeat for `seconds`, through IDX_reviews_pending. */
  @Sql({ params: [20] })
  stale(seconds: number): Promise<StaleReview[]> {
    return staleRows(this.dataSource, 'reviews', seconds);
  }
}
