import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { DeliveryQueue } from 'src/webhooks/events/delivery-queue';
import { WebhookDeliveryEntity } from 'src/webhooks/webhook-delivery.entity';
import { WebhookEntity } from 'src/webhooks/webhook.entity';
import type { AttemptResult } from './pinned-post';
import { DELIVERIES_KEPT_DAYS, RETRY_WINDOW_MS, SENDING_STALE_SECONDS } from './delivery-rules';

/** A delivery taken by its job for an attempt, with its webhook as it is now. */
export interface ClaimedDelivery {
  delivery: WebhookDeliveryEntity;
  webhook: WebhookEntity;
}

/** `wait`: another delivery of its webhook goes first; `gone`: no longer this job's (deleted, redone). */
export type ClaimOutcome = ClaimedDelivery | 'wait' | 'gone';

// Another delivery of the same webhook that goes first: one being posted now (unless its instance died), or
// an older one still waiting for its first attempt. Retries do not hold newer events back.
const GOES_FIRST_SQL = `EXISTS (
  SELECT 1 FROM webhook_deliveries o
   WHERE o.webhook_id = d.webhook_id AND o.id <> d.id
     AND ((o.status = 'sending' AND o.sending_since > now() - make_interval(secs => ${SENDING_STALE_SECONDS}))
       OR (o.status = 'pending' AND o.attempts = 0 AND o.seq < d.seq)))`;

const EXAMPLE_RESULT: AttemptResult = { status: 500, error: 'The receiver answered 500.' };

/** Every statement of posting deliveries: claiming, recording attempts, and repairing what a dead instance left. */
@Injectable()
export class DeliveriesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: DeliveryQueue,
  ) {}

  /**
   * Takes the delivery for an attempt by `jobId` (status `sending`, attempt counted) unless another delivery of
   * its webhook goes first. The webhook's row is locked meanwhile, so of two instances claiming deliveries of
   * one webhook at once, the second sees the first's claim.
   */
  @Sql({ params: [EXAMPLE.webhookDeliveryId, EXAMPLE.replyJobId] })
  claim(id: string, jobId: string): Promise<ClaimOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const [webhook] = await manager.query<Array<{ id: string }>>(
        `SELECT w.id FROM webhooks w JOIN webhook_deliveries d ON d.webhook_id = w.id
          WHERE d.id = $1 FOR UPDATE OF w`,
        [id],
      );
      if (!webhook) return 'gone';
      const [claimed] = await manager.query<[Array<{ id: string }>, number]>(
        `UPDATE webhook_deliveries d SET status = 'sending', attempts = attempts + 1, sending_since = now()
          WHERE d.id = $1 AND d.job_id = $2 AND d.status = 'pending' AND NOT ${GOES_FIRST_SQL}
          RETURNING d.id`,
        [id, jobId],
      );
      if (claimed.length === 0) {
        const waiting = await manager.getRepository(WebhookDeliveryEntity).existsBy({
          id,
          jobId,
          status: 'pending',
        });
        return waiting ? 'wait' : 'gone';
      }
      return {
        delivery: await manager.getRepository(WebhookDeliveryEntity).findOneByOrFail({ id }),
        webhook: await manager.getRepository(WebhookEntity).findOneByOrFail({ id: webhook.id }),
      };
    });
  }

  /** Looks at a waiting delivery again shortly, under a new job. */
  @Sql({ params: [EXAMPLE.webhookDeliveryId, EXAMPLE.replyJobId, EXAMPLE.time] })
  postpone(id: string, jobId: string, startAfter: Date): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const next = randomUUID();
      const moved = await manager
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({ jobId: next })
        .where(`id = :id AND job_id = :jobId AND status = 'pending'`, { id, jobId })
        .execute();
      if ((moved.affected ?? 0) > 0) await this.queue.enqueue([{ id, jobId: next }], manager, startAfter);
    });
  }

  /** The attempt succeeded: delivered, and its webhook no longer failing. */
  @Sql({ params: [EXAMPLE.webhookDeliveryId, EXAMPLE.replyJobId, { status: 204, error: null }] })
  delivered(id: string, jobId: string, result: AttemptResult): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const done = await manager
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({
          status: 'delivered',
          responseCode: result.status,
          error: null,
          deliveredAt: () => 'now()',
          sendingSince: null,
          nextAttemptAt: null,
        })
        .where(`id = :id AND job_id = :jobId AND status = 'sending'`, { id, jobId })
        .returning('webhook_id')
        .execute();
      const [row] = done.raw as Array<{ webhook_id: string }>;
      if (row)
        await manager.query(`UPDATE webhooks SET failing_since = NULL WHERE id = $1`, [row.webhook_id]);
    });
  }

  /**
   * The attempt failed: queued again at `retryAt` under a new job, or failed for good when `retryAt` is null.
   * The webhook is failing from now unless it already was; one failing for the whole retry window is disabled.
   * True when the webhook is disabled now.
   */
  @Sql(
    {
      name: 'retried',
      params: [EXAMPLE.webhookDeliveryId, EXAMPLE.replyJobId, EXAMPLE_RESULT, EXAMPLE.time],
    },
    { name: 'given up', params: [EXAMPLE.webhookDeliveryId, EXAMPLE.replyJobId, EXAMPLE_RESULT, null] },
  )
  failed(id: string, jobId: string, result: AttemptResult, retryAt: Date | null): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const next = retryAt ? randomUUID() : null;
      const done = await manager
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({
          status: next ? 'pending' : 'failed',
          responseCode: result.status,
          error: result.error,
          sendingSince: null,
          nextAttemptAt: retryAt,
          ...(next && { jobId: next }),
        })
        .where(`id = :id AND job_id = :jobId AND status = 'sending'`, { id, jobId })
        .returning('webhook_id')
        .execute();
      const [row] = done.raw as Array<{ webhook_id: string }>;
      if (!row) return false;
      if (next && retryAt) await this.queue.enqueue([{ id, jobId: next }], manager, retryAt);
      const [[webhook]] = await manager.query<[Array<{ enabled: boolean }>, number]>(
        `UPDATE webhooks SET
           failing_since = COALESCE(failing_since, now()),
           enabled = CASE WHEN failing_since <= now() - make_interval(secs => $2) THEN false ELSE enabled END,
           disabled_reason = CASE WHEN failing_since <= now() - make_interval(secs => $2) THEN 'failing'
             ELSE disabled_reason END
         WHERE id = $1
         RETURNING enabled`,
        [row.webhook_id, RETRY_WINDOW_MS / 1000],
      );
      return webhook?.enabled === false;
    });
  }

  /**
   * Deliveries left `sending` by an instance that died go back to waiting under a new job (the receiver may
   * have had the post: it tells by Flexi-Webhook-Id); old finished deliveries are deleted. How many were
   * queued again.
   */
  @Sql()
  sweep(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[Array<{ id: string; jobId: string }>, number]>(
        `UPDATE webhook_deliveries SET status = 'pending', job_id = gen_random_uuid(), sending_since = NULL
          WHERE status = 'sending' AND sending_since < now() - make_interval(secs => $1)
          RETURNING id, job_id AS "jobId"`,
        [SENDING_STALE_SECONDS],
      );
      await this.queue.enqueue(rows, manager);
      await manager.query(
        `DELETE FROM webhook_deliveries
          WHERE status IN ('delivered', 'failed') AND created_at < now() - make_interval(days => $1)`,
        [DELIVERIES_KEPT_DAYS],
      );
      return rows.length;
    });
  }
}
