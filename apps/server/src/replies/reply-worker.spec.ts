import { Logger } from '@nestjs/common';
import { conversationFactory, entryFactory, newId } from 'test/unit/factories';
import { deferred } from 'test/unit/fakes';
import { replyWorkerWithFakes, type ReplyWorkerWithFakes } from 'test/unit/reply-worker.fakes';
import type { GenerationOutcome } from './reply-generator';
import { REPLY_QUEUE } from './reply-jobs';
import { ReplyWorker } from './reply-worker';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(ReplyWorker.name, () => {
  let sut: ReplyWorker;
  let fakes: ReplyWorkerWithFakes;

  /**
   * Holds every reply the worker generates: `started` resolves once it asks for one, which then runs until
   * `finish` is called or the worker aborts it (then it ends interrupted, as the real generator does).
   */
  function holdGeneration(): { started: Promise<void>; finish: () => void } {
    const started = deferred();
    const finished = deferred<GenerationOutcome>();
    fakes.generator.generate.mockImplementation((_entry, _request, _jobId, signal) => {
      started.resolve();
      signal.addEventListener('abort', () => finished.resolve('interrupted'));
      return finished.promise;
    });
    return { started: started.promise, finish: () => finished.resolve('stored') };
  }

  beforeEach(() => {
    fakes = replyWorkerWithFakes(2);
    sut = fakes.worker;
  });

  afterEach(async () => {
    await sut.drain();
    jest.restoreAllMocks();
  });

  /** Lets the runs started so far reach their generation, or their end. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  /** Reserves and begins `count` replies here, each with its entry. */
  async function beginHere(count: number) {
    const reservations = Array.from({ length: count }, () => sut.reserve());
    const entries = reservations.map((r) => entryFactory({ replyJobId: r.jobId }));
    for (const [i, reservation] of reservations.entries()) await sut.begin(reservation, entries[i]);
    await settle();
    return { reservations, entries };
  }

  describe('reserve', () => {
    it('should leave replies to the queue once replies running here fill AI_REPLY_CONCURRENCY', async () => {
      const { finish } = holdGeneration();
      const { reservations } = await beginHere(2);
      const queued = sut.reserve();

      expect(reservations.map((r) => r.runsHere)).toEqual([true, true]);
      expect(queued.runsHere).toBe(false);
      expect(new Set([...reservations, queued].map((r) => r.jobId)).size).toBe(3);
      finish();
    });

    it("should queue a reply reserved here under the reservation's id when the slots filled before it began", async () => {
      const { finish } = holdGeneration();
      const { reservations, entries } = await beginHere(3);

      expect(reservations.every((r) => r.runsHere)).toBe(true);
      expect(fakes.generator.generate).toHaveBeenCalledTimes(2);
      expect(fakes.queue.send).toHaveBeenCalledWith(
        REPLY_QUEUE,
        { entryId: entries[2].id, ownerId: entries[2].ownerId },
        reservations[2].jobId,
      );
      finish();
    });
  });

  describe('begin', () => {
    it('should generate a reply reserved here at once, without a job to take or complete', async () => {
      const { started, finish } = holdGeneration();
      const reservation = sut.reserve();
      const entry = entryFactory({ replyJobId: reservation.jobId });
      const known = { conversation: conversationFactory(), history: [] };

      await sut.begin(reservation, entry, known);
      await started;

      expect(fakes.generator.generate).toHaveBeenCalledWith(
        entry,
        known,
        reservation.jobId,
        expect.any(AbortSignal),
        expect.any(Function),
      );
      finish();
      await sut.drain();
      expect(fakes.queue.take).not.toHaveBeenCalled();
      expect(fakes.queue.complete).not.toHaveBeenCalled();
    });

    it('should resolve once the AI has been asked, without waiting for the reply', async () => {
      const finished = deferred<GenerationOutcome>();
      fakes.generator.generate.mockImplementation((_entry, _known, _jobId, _signal, asked) => {
        asked?.();
        return finished.promise;
      });
      const reservation = sut.reserve();
      const begun = sut.begin(reservation, entryFactory({ replyJobId: reservation.jobId }));

      // Well within ASK_WAIT_MS: it did not wait for the bound, only for the request to be on its way.
      const waited = await Promise.race([begun.then(() => 'begun'), delay(25).then(() => 'waiting')]);

      expect(waited).toBe('begun');
      finished.resolve('stored');
    });

    it('should not hold the caller long when the AI is not asked soon (a file still being read)', async () => {
      const { finish } = holdGeneration();
      const reservation = sut.reserve();

      const waited = await Promise.race([
        sut.begin(reservation, entryFactory({ replyJobId: reservation.jobId })).then(() => 'begun'),
        delay(1_000).then(() => 'held'),
      ]);

      expect(waited).toBe('begun');
      finish();
    });

    it("should queue a reply reserved here under the reservation's id when the worker began draining", async () => {
      const reservation = sut.reserve();
      const entry = entryFactory({ replyJobId: reservation.jobId });
      const drained = sut.drain();

      await sut.begin(reservation, entry);
      await drained;

      expect(fakes.queue.send).toHaveBeenCalledWith(
        REPLY_QUEUE,
        { entryId: entry.id, ownerId: entry.ownerId },
        reservation.jobId,
      );
      expect(fakes.generator.generate).not.toHaveBeenCalled();
    });

    it.each([
      { when: 'it takes the job', taken: true, generated: 1 },
      { when: 'another instance took the job first', taken: false, generated: 0 },
    ])('should run a queued reply here once a slot is free when $when', async ({ taken, generated }) => {
      const { finish } = holdGeneration();
      await beginHere(2);
      const queued = sut.reserve();
      const entry = entryFactory({ replyJobId: queued.jobId });
      fakes.queue.take.mockResolvedValue(taken);

      finish();
      await settle();
      await sut.begin(queued, entry);
      await sut.drain();

      expect(queued.runsHere).toBe(false);
      expect(fakes.queue.take).toHaveBeenCalledWith(REPLY_QUEUE, queued.jobId);
      expect(fakes.generator.generate).toHaveBeenCalledTimes(2 + generated);
      // The two replies run here had no job to complete.
      expect(fakes.queue.complete).toHaveBeenCalledTimes(generated);
    });
  });

  describe('fetched jobs', () => {
    const jobId = newId();

    it.each([
      { when: 'its entry names it', entry: () => entryFactory({ replyJobId: jobId }), generated: 1 },
      {
        when: 'its entry names another job',
        entry: () => entryFactory({ replyJobId: newId() }),
        generated: 0,
      },
      { when: 'its entry is gone', entry: () => null, generated: 0 },
    ])('should complete a fetched job, generating its reply only when $when', async (table) => {
      const entry = table.entry();
      const data = { entryId: entry?.id ?? newId(), ownerId: entry?.ownerId ?? newId() };
      fakes.queue.fetch.mockResolvedValueOnce([{ id: jobId, data }]);
      fakes.entries.findEntry.mockResolvedValue(entry);

      await sut.onApplicationBootstrap();
      await sut.drain();

      expect(fakes.entries.findEntry).toHaveBeenCalledWith(data.ownerId, data.entryId);
      expect(fakes.generator.generate).toHaveBeenCalledTimes(table.generated);
      if (table.generated)
        expect(fakes.generator.generate).toHaveBeenCalledWith(
          entry,
          // A fetched job reads its conversation when it prepares the prompt.
          {},
          jobId,
          expect.any(AbortSignal),
          expect.any(Function),
        );
      expect(fakes.queue.complete).toHaveBeenCalledWith(REPLY_QUEUE, jobId);
    });
  });

  describe('drain', () => {
    it('should hand a reply still running after the grace period back to the queue under a new job', async () => {
      holdGeneration();
      fakes.jobs.assignJob.mockResolvedValue(true);
      jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
      const published = jest.spyOn(fakes.bus, 'publish');
      const reservation = sut.reserve();
      const entry = entryFactory({ replyJobId: reservation.jobId });
      await sut.begin(reservation, entry);

      await sut.drain(0);

      const nextJobId = fakes.jobs.assignJob.mock.calls[0][2];
      expect(fakes.jobs.assignJob).toHaveBeenCalledWith(entry.id, reservation.jobId, nextJobId);
      expect(nextJobId).not.toBe(reservation.jobId);
      expect(published).toHaveBeenCalledWith(expect.objectContaining({ entryId: entry.id, text: '' }));
      expect(fakes.queue.send).toHaveBeenCalledWith(
        REPLY_QUEUE,
        { entryId: entry.id, ownerId: entry.ownerId },
        nextJobId,
      );
      expect(sut.drainedSignal.aborted).toBe(true);
    });
  });
});
