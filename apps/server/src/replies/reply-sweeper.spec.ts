import { JobQueue, type JobState } from 'src/jobs/job-queue';
import { automock } from 'test/unit/automock';
import { newId } from 'test/unit/factories';
import { replyOutcomesOver } from 'test/unit/fakes';
import { REPLY_QUEUE } from './reply-jobs';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { ReplySweeper } from './reply-sweeper';
import { InProcessReplyStreamBus } from './stream/in-process-reply-stream.bus';
import type { ReplyEvent } from './stream/reply-stream.port';

const INTERRUPTED = 'The reply was interrupted. Please retry.';

describe(ReplySweeper.name, () => {
  let sut: ReplySweeper;
  let queue: jest.Mocked<JobQueue>;
  let jobs: jest.Mocked<ReplyJobsRepository>;
  let bus: InProcessReplyStreamBus;
  let published: jest.SpyInstance<Promise<void>, [ReplyEvent]>;
  const entryId = newId();
  const conversationId = newId();
  const ownerId = newId();
  const jobId = newId();

  /** One quiet reply waiting for `job`, whose job the queue reports in `state`. */
  function quietReply(job: string | null, state: JobState = 'missing'): void {
    jobs.findQuiet.mockResolvedValue([{ entryId, conversationId, ownerId, jobId: job }]);
    queue.state.mockResolvedValue(state);
  }

  beforeEach(() => {
    queue = automock(JobQueue);
    queue.fail.mockResolvedValue();
    jobs = automock(ReplyJobsRepository);
    jobs.failQuiet.mockResolvedValue(true);
    bus = new InProcessReplyStreamBus();
    published = jest.spyOn(bus, 'publish');
    sut = new ReplySweeper(queue, jobs, bus, replyOutcomesOver(jobs));
  });

  it('should leave a quiet reply whose job still waits in the queue', async () => {
    quietReply(jobId, 'waiting');

    expect(await sut.sweep()).toBe(0);

    expect(queue.state).toHaveBeenCalledWith(REPLY_QUEUE, jobId);
    expect(jobs.failQuiet).not.toHaveBeenCalled();
    expect(published).not.toHaveBeenCalled();
  });

  it.each([
    // The dead worker's job fails too, so no one mistakes it for running.
    { when: 'its job is active on a worker that died', job: jobId, state: 'active' as const, jobFails: 1 },
    { when: 'its job is finished', job: jobId, state: 'finished' as const, jobFails: 0 },
    { when: 'its job is missing', job: jobId, state: 'missing' as const, jobFails: 0 },
    { when: 'it never had a job', job: null, state: undefined, jobFails: 0 },
  ])(
    "should fail the reply and tell its followers and its conversation's watchers when $when",
    async ({ job, state, jobFails }) => {
      quietReply(job, state);

      expect(await sut.sweep()).toBe(1);

      expect(jobs.failQuiet).toHaveBeenCalledWith(entryId, job, INTERRUPTED);
      expect(published.mock.calls).toEqual([
        [{ entryId, conversationId, ownerId, delta: '', text: '', status: 'failed', error: INTERRUPTED }],
      ]);
      expect(queue.fail.mock.calls).toEqual(Array(jobFails).fill([REPLY_QUEUE, jobId, INTERRUPTED]));
    },
  );

  it('should not ask the queue about a reply that never had a job', async () => {
    quietReply(null);

    await sut.sweep();

    expect(queue.state).not.toHaveBeenCalled();
  });

  it('should tell the followers once when two instances sweep the same reply', async () => {
    quietReply(jobId, 'missing');
    // The statement's own conditions let one of them win.
    jobs.failQuiet.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const other = new ReplySweeper(queue, jobs, bus, replyOutcomesOver(jobs));

    const failed = [await sut.sweep(), await other.sweep()];

    expect(failed).toEqual([1, 0]);
    expect(published).toHaveBeenCalledTimes(1);
  });
});
