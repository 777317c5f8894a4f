import { Logger } from '@nestjs/common';
import { AiProviderError } from 'src/ai/ai-provider.port';
import { Metrics } from 'src/metrics/metrics';
import { RememberedRepository } from 'src/memory/remembered.repository';
import { automock } from 'test/unit/automock';
import { conversationFactory, entryFactory, newId, TEST_TOPIC } from 'test/unit/factories';
import { type AiStep, replyOutcomesOver, ScriptedAiProvider } from 'test/unit/fakes';
import { ReplyGenerator } from './reply-generator';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { type PreparedReply, ReplyPrompts } from './reply-prompts';
import { InProcessReplyStreamBus } from './stream/in-process-reply-stream.bus';
import type { ReplyEvent } from './stream/reply-stream.port';

const EMPTY_REPLY = 'The AI provider sent an empty reply. Please retry.';

describe(ReplyGenerator.name, () => {
  let prompts: jest.Mocked<ReplyPrompts>;
  let sources: jest.Mocked<RememberedRepository>;
  let jobs: jest.Mocked<ReplyJobsRepository>;
  let bus: InProcessReplyStreamBus;
  let published: jest.SpyInstance<Promise<void>, [ReplyEvent]>;
  const conversation = conversationFactory();
  const entry = entryFactory({ conversationId: conversation.id, orderIndex: 4, userText: 'Then the tram.' });
  const jobId = newId();
  const prepared = (remembered: string[] | null = null): PreparedReply => ({
    request: {
      topic: TEST_TOPIC,
      messages: [{ role: 'user', content: entry.userText }],
      latest: { text: entry.userText },
    },
    remembered,
    sources:
      remembered &&
      remembered.map((id) => ({
        id,
        conversationId: 'c',
        orderIndex: 1,
        projectName: 'P',
        createdAt: '2026-03-14T10:00:00.000Z',
        snippet: id,
      })),
  });

  /** The generator over the fakes, with an AI that answers `steps`. */
  const generatorWith = (steps: AiStep[] = []) =>
    new ReplyGenerator(
      new ScriptedAiProvider(steps),
      prompts,
      sources,
      replyOutcomesOver(jobs),
      bus,
      new Metrics(),
    );
  const generate = (steps: AiStep[], signal = new AbortController().signal) =>
    generatorWith(steps).generate(entry, { conversation, history: [] }, jobId, signal);
  const publishedEvents = () => published.mock.calls.map(([event]) => event);

  beforeEach(() => {
    prompts = automock(ReplyPrompts);
    prompts.prepare.mockResolvedValue(prepared());
    sources = automock(RememberedRepository);
    sources.record.mockResolvedValue();
    jobs = automock(ReplyJobsRepository);
    jobs.finish.mockResolvedValue(true);
    bus = new InProcessReplyStreamBus();
    published = jest.spyOn(bus, 'publish');
  });

  afterEach(() => jest.restoreAllMocks());

  describe('generate', () => {
    it('should publish each step with the whole text so far, then store the complete reply', async () => {
      expect(await generate(['What a ', 'day.'])).toBe('stored');
      // Each step names its conversation and owner too, for the conversation's watchers, and who writes it.
      const whose = {
        entryId: entry.id,
        conversationId: entry.conversationId,
        ownerId: entry.ownerId,
        by: 'scripted',
      };

      expect(publishedEvents()).toEqual([
        { ...whose, delta: 'What a ', text: 'What a ', status: 'pending', error: null },
        { ...whose, delta: 'day.', text: 'What a day.', status: 'pending', error: null },
        { ...whose, delta: '', text: 'What a day.', status: 'complete', error: null },
      ]);
      expect(jobs.finish.mock.calls).toEqual([[entry.id, jobId, { text: 'What a day.', by: 'scripted' }]]);
    });

    it('should say it has asked once the request is sent, before any step is published or counted', async () => {
      const metrics = new Metrics();
      const started = jest.spyOn(metrics.repliesStarted, 'inc');
      const asked = jest.fn(() => {
        expect(ai.requests).toHaveLength(1);
        expect(published).not.toHaveBeenCalled();
        expect(started).not.toHaveBeenCalled();
      });
      const ai = new ScriptedAiProvider(['Hello']);
      const sut = new ReplyGenerator(ai, prompts, sources, replyOutcomesOver(jobs), bus, metrics);

      await sut.generate(entry, { conversation, history: [] }, jobId, new AbortController().signal, asked);

      expect(asked).toHaveBeenCalledTimes(1);
      expect(started).toHaveBeenCalledTimes(1);
    });

    it("should publish no final step when the reply is no longer this job's", async () => {
      jobs.finish.mockResolvedValue(false);

      await generate(['What a day.']);

      expect(publishedEvents().map((event) => event.status)).toEqual(['pending']);
    });

    it.each([
      { when: 'the AI sends only blanks', steps: [' ', '\n'], error: EMPTY_REPLY },
      { when: 'the AI sends nothing', steps: [], error: EMPTY_REPLY },
      {
        when: 'the AI provider fails',
        steps: [new AiProviderError('The AI provider is busy. Please retry.')],
        error: 'The AI provider is busy. Please retry.',
      },
      {
        when: 'anything else fails',
        steps: ['What', new Error('socket hang up')],
        error: 'The reply could not be generated. Please retry.',
      },
    ])('should store and publish the failure when $when', async ({ steps, error }) => {
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

      expect(await generate(steps)).toBe('stored');

      expect(jobs.finish.mock.calls).toEqual([[entry.id, jobId, { error }]]);
      expect(publishedEvents().at(-1)).toMatchObject({ status: 'failed', error });
    });

    it.each([
      { when: 'the provider then ends quietly', after: [] },
      { when: 'the provider then throws', after: [new Error('This operation was aborted')] },
    ])('should store nothing and publish no final step when aborted and $when', async ({ after }) => {
      const controller = new AbortController();

      const outcome = await generate(['What a ', () => controller.abort(), ...after], controller.signal);

      expect(outcome).toBe('interrupted');
      expect(jobs.finish).not.toHaveBeenCalled();
      expect(publishedEvents().map((event) => event.status)).toEqual(['pending']);
    });

    it('should ask the AI nothing when the conversation was deleted meanwhile', async () => {
      prompts.prepare.mockResolvedValue(null);

      const outcome = await generatorWith(['Hello']).generate(entry, {}, jobId, new AbortController().signal);

      expect(outcome).toBe('stored');
      expect(published).not.toHaveBeenCalled();
      expect(jobs.finish).not.toHaveBeenCalled();
    });
  });

  describe('sources', () => {
    it('should record what the reply drew on before it stores the reply', async () => {
      prompts.prepare.mockResolvedValue(prepared(['a', 'b']));
      sources.record.mockImplementation(() => {
        expect(jobs.finish).not.toHaveBeenCalled();
        return Promise.resolve();
      });

      await generate(['Remembered.']);

      expect(sources.record).toHaveBeenCalledWith(entry.id, ['a', 'b']);
      expect(jobs.finish).toHaveBeenCalled();
      // The complete step carries them, for the client to show under the reply at once.
      const complete = publishedEvents().at(-1);
      expect(complete?.status).toBe('complete');
      expect(complete?.citations?.map((cited) => cited.id)).toEqual(['a', 'b']);
      expect(
        publishedEvents()
          .slice(0, -1)
          .every((event) => event.citations === undefined),
      ).toBe(true);
    });

    it('should record nothing when there is nothing to record, and keep the reply when recording fails', async () => {
      await generate(['Plain.']);
      expect(sources.record).not.toHaveBeenCalled();

      prompts.prepare.mockResolvedValue(prepared([]));
      sources.record.mockRejectedValue(new Error('connection lost'));
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

      expect(await generate(['Still stored.'])).toBe('stored');
      expect(jobs.finish).toHaveBeenLastCalledWith(entry.id, jobId, {
        text: 'Still stored.',
        by: 'scripted',
      });
    });
  });
});
