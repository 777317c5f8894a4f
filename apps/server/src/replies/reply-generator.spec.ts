import { Logger } from '@nestjs/common';
import { AiProviderError } from 'src/ai/ai-provider.port';
import { ConversationsRepository } from 'src/conversations/conversations.repository';
import { EntriesRepository } from 'src/conversations/entries.repository';
import { FilesService } from 'src/files/files.service';
import { Metrics } from 'src/metrics/metrics';
import { automock } from 'test/unit/automock';
import { conversationFactory, entryFactory, fileFactory, newId, OWNER_ID } from 'test/unit/factories';
import { type AiStep, ScriptedAiProvider, whiteLabelFake } from 'test/unit/fakes';
import { ReplyGenerator } from './reply-generator';
import { ReplyJobsRepository } from './reply-jobs.repository';
import { InProcessReplyStreamBus } from './stream/in-process-reply-stream.bus';
import type { ReplyEvent } from './stream/reply-stream.port';

const EMPTY_REPLY = 'The AI provider sent an empty reply. Please retry.';

describe(ReplyGenerator.name, () => {
  let conversationRows: jest.Mocked<ConversationsRepository>;
  let entries: jest.Mocked<EntriesRepository>;
  let jobs: jest.Mocked<ReplyJobsRepository>;
  let files: jest.Mocked<FilesService>;
  let bus: InProcessReplyStreamBus;
  let published: jest.SpyInstance<Promise<void>, [ReplyEvent]>;
  const conversation = conversationFactory();
  const entry = entryFactory({ conversationId: conversation.id, orderIndex: 4, userText: 'Then the tram.' });
  const jobId = newId();

  /** The generator over the fakes, with an AI that answers `steps`. */
  const generatorWith = (steps: AiStep[] = []) =>
    new ReplyGenerator(
      new ScriptedAiProvider(steps),
      conversationRows,
      entries,
      jobs,
      files,
      bus,
      whiteLabelFake(),
      new Metrics(),
    );
  const generate = (steps: AiStep[], signal = new AbortController().signal) =>
    generatorWith(steps).generate(entry, { conversation, history: [] }, jobId, signal);
  const publishedEvents = () => published.mock.calls.map(([event]) => event);

  beforeEach(() => {
    conversationRows = automock(ConversationsRepository);
    entries = automock(EntriesRepository);
    jobs = automock(ReplyJobsRepository);
    jobs.finish.mockResolvedValue(true);
    files = automock(FilesService);
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
      const sut = new ReplyGenerator(
        ai,
        conversationRows,
        entries,
        jobs,
        files,
        bus,
        whiteLabelFake(),
        metrics,
      );

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
      conversationRows.findConversation.mockResolvedValue(null);
      entries.findHistory.mockResolvedValue([]);

      const outcome = await generatorWith(['Hello']).generate(entry, {}, jobId, new AbortController().signal);

      expect(outcome).toBe('stored');
      expect(published).not.toHaveBeenCalled();
      expect(jobs.finish).not.toHaveBeenCalled();
    });
  });

  describe('prepare', () => {
    it('should tell the AI the topic, then exactly the history the repository gives, then the entry', async () => {
      // The repository leaves notes out of the history (its SQL, covered by the integration tests); the
      // prompt holds nothing else of the conversation.
      conversationRows.findConversation.mockResolvedValue(conversation);
      entries.findHistory.mockResolvedValue([
        { userText: 'We landed.', replyText: 'Welcome!' },
        { userText: 'It rained.', replyText: null },
      ]);

      const request = await generatorWith().prepare(entry);

      expect(entries.findHistory).toHaveBeenCalledWith(OWNER_ID, conversation.id, 4);
      expect(request?.topic.key).toBe('travel');
      expect(request?.messages[0]).toEqual({
        role: 'system',
        content: expect.stringContaining('Topic: Travel.'),
      });
      expect(request?.messages.slice(1)).toEqual([
        { role: 'user', content: 'We landed.' },
        { role: 'assistant', content: 'Welcome!' },
        { role: 'user', content: 'It rained.' },
        { role: 'user', content: 'Then the tram.' },
      ]);
    });

    it('should read neither the conversation nor its history when the caller knows them', async () => {
      const request = await generatorWith().prepare(entry, { conversation, history: [] });

      expect(conversationRows.findConversation).not.toHaveBeenCalled();
      expect(entries.findHistory).not.toHaveBeenCalled();
      expect(request?.messages.map((message) => message.role)).toEqual(['system', 'user']);
    });

    it("should add the text of the entry's file to its words", async () => {
      const file = fileFactory({ name: 'tickets.txt' });
      files.contentForAi.mockResolvedValue({ kind: 'text', text: 'Tram 28, 8am' });

      const request = await generatorWith().prepare(entryFactory({ ...entry, fileId: file.id, file }), {
        conversation,
        history: [],
      });

      expect(request?.messages.at(-1)?.content).toBe(
        'Then the tram.\n\n[Attached file "tickets.txt"]\nTram 28, 8am',
      );
      expect(request?.latest.attachment).toEqual({ name: 'tickets.txt', readable: true, image: false });
    });

    it('should answer nothing to ask when the conversation is gone', async () => {
      conversationRows.findConversation.mockResolvedValue(null);
      entries.findHistory.mockResolvedValue([]);

      expect(await generatorWith().prepare(entry)).toBeNull();
    });
  });
});
