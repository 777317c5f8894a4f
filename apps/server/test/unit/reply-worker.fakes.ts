import { EntriesRepository } from 'src/conversations/entries.repository';
import { JobQueue } from 'src/jobs/job-queue';
import { Metrics } from 'src/metrics/metrics';
import { ReplyGenerator } from 'src/replies/reply-generator';
import { ReplyJobsRepository } from 'src/replies/reply-jobs.repository';
import { ReplyWorker } from 'src/replies/reply-worker';
import { InProcessReplyStreamBus } from 'src/replies/stream/in-process-reply-stream.bus';
import { automock } from './automock';
import { testEnv } from './fakes';

export interface ReplyWorkerWithFakes {
  worker: ReplyWorker;
  queue: jest.Mocked<JobQueue>;
  jobs: jest.Mocked<ReplyJobsRepository>;
  entries: jest.Mocked<EntriesRepository>;
  generator: jest.Mocked<ReplyGenerator>;
  bus: InProcessReplyStreamBus;
}

/**
 * A real ReplyWorker with `concurrency` slots over fakes: the queue is empty and takes what is sent, every
 * reply is prepared and stored at once (hold one with `generator.generate.mockImplementation`), and the bus is
 * the in-process one. Drain the worker at the end of a test: nothing it started is left running.
 */
export function replyWorkerWithFakes(concurrency = 2): ReplyWorkerWithFakes {
  const queue = automock(JobQueue);
  queue.createQueue.mockResolvedValue();
  queue.fetch.mockResolvedValue([]);
  queue.send.mockResolvedValue();
  queue.complete.mockResolvedValue();
  const jobs = automock(ReplyJobsRepository);
  jobs.beat.mockResolvedValue(true);
  const entries = automock(EntriesRepository);
  const generator = automock(ReplyGenerator);
  generator.generate.mockResolvedValue('stored');
  const bus = new InProcessReplyStreamBus();
  const env = testEnv({ AI_REPLY_CONCURRENCY: String(concurrency) });
  const worker = new ReplyWorker(queue, jobs, entries, generator, bus, new Metrics(), env);
  return { worker, queue, jobs, entries, generator, bus };
}
