import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Buckets in seconds: API answers are expected in milliseconds, AI replies in seconds.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const AI_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 60, 120];

/**
 * What this instance measures, for Prometheus at /metrics. One registry per application (not prom-client's
 * global one), so several apps in one process (the tests) do not count into each other.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'flexi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and GraphQL operation (type and first root field).',
    labelNames: ['method', 'route', 'operation', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly aiTimeToFirstToken = new Histogram({
    name: 'flexi_ai_time_to_first_token_seconds',
    help: 'From asking the AI provider for a reply to its first piece of text.',
    buckets: AI_BUCKETS,
    registers: [this.registry],
  });

  readonly aiReplyDuration = new Histogram({
    name: 'flexi_ai_reply_duration_seconds',
    help: 'From asking the AI provider for a reply to its last piece of text, by outcome.',
    labelNames: ['status'] as const,
    buckets: AI_BUCKETS,
    registers: [this.registry],
  });

  readonly openSubscriptions = new Gauge({
    name: 'flexi_graphql_open_subscriptions',
    help: 'GraphQL subscriptions being served by this instance (replies, journal answers, reviews).',
    registers: [this.registry],
  });

  readonly repliesStarted = new Counter({
    name: 'flexi_ai_replies_started_total',
    help: 'AI replies this instance started generating.',
    registers: [this.registry],
  });

  /** Set by the reply worker: the reply jobs queued for any instance, read at each scrape. */
  countWaitingReplies: (() => Promise<number>) | undefined;

  readonly replyJobsWaiting = new Gauge({
    name: 'flexi_reply_jobs_waiting',
    help: 'AI replies queued and not yet taken by any instance (the whole queue, not only this instance).',
    registers: [this.registry],
    collect: async () => {
      // A scrape during a database outage keeps the last value rather than failing.
      const count = await this.countWaitingReplies?.().catch(() => undefined);
      if (count !== undefined) this.replyJobsWaiting.set(count);
    },
  });

  readonly replyJobsRunning = new Gauge({
    name: 'flexi_reply_jobs_running',
    help: 'AI replies this instance is generating now.',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
