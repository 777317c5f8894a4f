import type { DataSource, EntityManager } from 'typeorm';
import type { AiProvider, ReplyRequest, ReviewRequest, SummaryRequest } from 'src/ai/ai-provider.port';
import { DomainError } from 'src/common/errors/domain-error';
import { type AppEnv, loadEnv } from 'src/config/env';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { WebhookEvents } from 'src/webhooks/events/webhook-events';
import { automock } from './automock';
import { EntriesRepository } from 'src/conversations/entries.repository';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import type { ReplyJobsRepository } from 'src/replies/reply-jobs.repository';
import { ReplyOutcomes } from 'src/replies/reply-outcomes';
import { TEST_FEATURES, TEST_SITE } from './factories';

/**
 * One step of a scripted AI reply: a piece of text to stream, an error to throw there, or something to do
 * there (abort the request, for instance).
 */
export type AiStep = string | Error | (() => void);

/** An AI provider that answers every request with the same script, and keeps the requests it was sent. */
export class ScriptedAiProvider implements AiProvider {
  readonly name = 'scripted';
  readonly seesImages = false;
  readonly requests: ReplyRequest[] = [];
  readonly reviewRequests: ReviewRequest[] = [];
  readonly summaryRequests: SummaryRequest[] = [];
  /** What relatedTerms answers. */
  terms: string[] = [];

  constructor(private readonly steps: AiStep[]) {}

  streamReply(request: ReplyRequest): AsyncGenerator<string> {
    this.requests.push(request);
    return this.play();
  }

  streamReview(request: ReviewRequest): AsyncGenerator<string> {
    this.reviewRequests.push(request);
    return this.play();
  }

  async summarize(request: SummaryRequest): Promise<string> {
    this.summaryRequests.push(request);
    let text = '';
    for await (const step of this.play()) text += step;
    return text;
  }

  streamAnswer(): AsyncGenerator<string> {
    return this.play();
  }

  relatedTerms(): Promise<string[]> {
    return Promise.resolve(this.terms);
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- a stream of what is already known
  private async *play(): AsyncGenerator<string> {
    for (const step of this.steps) {
      if (typeof step === 'string') yield step;
      else if (step instanceof Error) throw step;
      else step();
    }
  }
}

/** The white-label service over TEST_SITE and TEST_FEATURES, without reading the config folder. */
export function whiteLabelFake(): WhiteLabelService {
  const whiteLabel = Object.create(WhiteLabelService.prototype) as WhiteLabelService;
  return Object.assign(whiteLabel, {
    siteFile: { parsed: TEST_SITE, raw: '' },
    featuresFile: { parsed: TEST_FEATURES, raw: '' },
  });
}

/** The settings as loadEnv makes them from these variables (every other one at its default). */
export function testEnv(variables: NodeJS.ProcessEnv = {}): AppEnv {
  return loadEnv({ SHUTDOWN_GRACE_SECONDS: '1', ...variables });
}

/**
 * A DataSource whose transactions run at once with `manager`, a marker object: a test checks that the writes
 * that must commit together were given that same manager.
 */
export function fakeDataSource(): { dataSource: DataSource; manager: EntityManager } {
  const manager = { transaction: 'test' } as unknown as EntityManager;
  const transaction = jest.fn((work: (inTransaction: EntityManager) => Promise<unknown>) => work(manager));
  return { dataSource: { transaction } as unknown as DataSource, manager };
}

/** A promise the test settles when it chooses (a reply held while the test looks at the worker). */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Awaits `promise` and checks it failed with the DomainError a user would be shown. */
export async function expectDomainError(
  promise: Promise<unknown>,
  code: DomainError['code'],
  message: string,
): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect({ code: (error as DomainError).code, message: (error as DomainError).message }).toEqual({
    code,
    message,
  });
}

/** The webhook events of a writer without webhooks: nothing is wanted, so nothing is recorded. */
export function noWebhookEvents(): WebhookEvents {
  const events = automock(WebhookEvents);
  events.wants.mockResolvedValue(false);
  return events;
}

/** Reply outcomes stored through `jobs`, for a writer without webhooks. */
export function replyOutcomesOver(jobs: ReplyJobsRepository): ReplyOutcomes {
  return new ReplyOutcomes(
    jobs,
    automock(EntriesRepository),
    noWebhookEvents(),
    automock(EntryPresenter),
    fakeDataSource().dataSource,
  );
}
