import { Injectable } from '@nestjs/common';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { Metrics } from './metrics';

/**
 * At most this many subscriptions of one writer (sessions and access tokens alike) are open on one instance.
 * The app's client holds one to three per tab; each costs the server about 70 kB (20,000 on one socket took a
 * server from 185 MB to 1.6 GB), so without a bound one writer's sockets could take an instance's memory.
 */
export const OPEN_SUBSCRIPTIONS_MAX = 100;

/**
 * The subscriptions this instance serves: counted in all (the `flexi_graphql_open_subscriptions` gauge) and
 * per writer, whose subscriptions beyond OPEN_SUBSCRIPTIONS_MAX are refused before they start.
 */
@Injectable()
export class OpenSubscriptions {
  private readonly byWriter = new Map<string, number>();

  constructor(private readonly metrics: Metrics) {}

  /**
   * The events `start` resolves to, counted as one of `writerId`'s subscriptions from now until they end, fail
   * or their reader leaves (even before reading any). Throws TOO_MANY_REQUESTS, before `start` runs, when the
   * writer has OPEN_SUBSCRIPTIONS_MAX open already.
   */
  async open<T>(writerId: string, start: () => Promise<AsyncIterable<T>>): Promise<AsyncIterableIterator<T>> {
    const open = this.byWriter.get(writerId) ?? 0;
    if (open >= OPEN_SUBSCRIPTIONS_MAX) {
      throw new DomainError(
        CommonErrorCode.TooManyRequests,
        MESSAGES.tooManySubscriptions(OPEN_SUBSCRIPTIONS_MAX),
      );
    }
    this.byWriter.set(writerId, open + 1);
    this.metrics.openSubscriptions.inc();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.metrics.openSubscriptions.dec();
      const left = (this.byWriter.get(writerId) ?? 1) - 1;
      if (left > 0) this.byWriter.set(writerId, left);
      else this.byWriter.delete(writerId);
    };
    try {
      return closedWith((await start())[Symbol.asyncIterator](), close);
    } catch (error) {
      close();
      throw error;
    }
  }

  /** How many subscriptions `writerId` has open here, for tests. */
  openOf(writerId: string): number {
    return this.byWriter.get(writerId) ?? 0;
  }
}

/**
 * `source`, calling `close` once when it ends, fails or is returned. Not an async generator: one returned
 * before its first step would never run its `finally`, and graphql-ws returns a subscription whose client
 * left while it was starting.
 */
function closedWith<T>(source: AsyncIterator<T>, close: () => void): AsyncIterableIterator<T> {
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const step = await source.next();
        if (step.done) close();
        return step;
      } catch (error) {
        close();
        throw error;
      }
    },
    async return(value?: unknown) {
      close();
      return (await source.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      close();
      if (source.throw) return source.throw(error);
      throw error;
    },
  };
}
