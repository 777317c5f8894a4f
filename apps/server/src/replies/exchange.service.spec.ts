import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ConversationErrorCode } from 'src/conversations/conversations.errors';
import { ConversationsRepository } from 'src/conversations/conversations.repository';
import { ConversationsService } from 'src/conversations/conversations.service';
import { FileErrorCode } from 'src/files/files.errors';
import { FilesService } from 'src/files/files.service';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { automock } from 'test/unit/automock';
import {
  conversationFactory,
  entryFactory,
  fileFactory,
  missingFileError,
  newId,
  OWNER_ID,
} from 'test/unit/factories';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import { expectDomainError, fakeDataSource, noWebhookEvents, whiteLabelFake } from 'test/unit/fakes';
import { replyWorkerWithFakes, type ReplyWorkerWithFakes } from 'test/unit/reply-worker.fakes';
import { ExchangeService } from './exchange.service';
import { ReplyFollowers } from './reply-followers';
import { REPLY_QUEUE } from './reply-jobs';
import { type ReplyEvent, stepOf } from './stream/reply-stream.port';

const firstCall = ({ mock }: { mock: { invocationCallOrder: number[] } }) => mock.invocationCallOrder[0];

describe(ExchangeService.name, () => {
  let sut: ExchangeService;
  // The worker is real, with one slot: a refused entry leaves it free for the next request.
  let fakes: ReplyWorkerWithFakes;
  let conversations: ConversationsService;
  let conversationRows: jest.Mocked<ConversationsRepository>;
  let files: jest.Mocked<FilesService>;
  let dataSource: DataSource;
  let manager: EntityManager;
  const conversation = conversationFactory();
  const continuing = (message = 'Then we took the tram.', fileId?: string) => ({
    conversationId: conversation.id,
    message,
    fileId,
  });

  beforeEach(() => {
    fakes = replyWorkerWithFakes(1);
    const { worker, queue, jobs, entries, bus } = fakes;
    conversationRows = automock(ConversationsRepository);
    files = automock(FilesService);
    ({ dataSource, manager } = fakeDataSource());
    conversations = new ConversationsService(
      conversationRows,
      entries,
      files,
      whiteLabelFake(),
      noWebhookEvents(),
      automock(EntryPresenter),
      dataSource,
    );
    const followers = new ReplyFollowers(entries, worker, bus);
    sut = new ExchangeService(
      conversations,
      conversationRows,
      entries,
      jobs,
      files,
      worker,
      followers,
      queue,
      dataSource,
      noWebhookEvents(),
      automock(EntryPresenter),
    );
    // An append writes what it was given, naming the reply's job, as the repository does.
    fakes.entries.append.mockImplementation((ownerId, conversationId, entry, reply) =>
      Promise.resolve({
        conversation,
        entry: entryFactory({ ...entry, ownerId, conversationId, replyJobId: reply?.jobId ?? null }),
        history: [],
      }),
    );
  });

  afterEach(() => fakes.worker.drain());

  describe('continue', () => {
    it('should reserve, write the entry naming the reservation, then begin the reply, in that order', async () => {
      const reserve = jest.spyOn(fakes.worker, 'reserve');
      const begin = jest.spyOn(fakes.worker, 'begin');

      const { entry } = await sut.continue(OWNER_ID, continuing(), false);
      await fakes.worker.drain();

      const reservation = reserve.mock.results[0].value;
      expect(reservation.runsHere).toBe(true);
      expect(fakes.entries.append.mock.calls[0][3]?.jobId).toBe(reservation.jobId);
      expect(fakes.generator.generate).toHaveBeenCalledWith(
        entry,
        // What the append read of the conversation goes to the prompt, not read again.
        expect.objectContaining({ conversation: expect.objectContaining({ id: entry.conversationId }) }),
        reservation.jobId,
        expect.any(AbortSignal),
        expect.any(Function),
      );
      expect(firstCall(reserve)).toBeLessThan(firstCall(fakes.entries.append));
      expect(firstCall(fakes.entries.append)).toBeLessThan(firstCall(begin));
    });

    it('should append without a transaction and queue no job when the worker has room', async () => {
      await sut.continue(OWNER_ID, continuing(), false);

      const [ownerId, conversationId, written, reply] = fakes.entries.append.mock.calls[0];
      expect([ownerId, conversationId, written]).toEqual([
        OWNER_ID,
        conversation.id,
        { kind: 'continuation', userText: 'Then we took the tram.', fileId: null },
      ]);
      expect(reply?.manager).toBeUndefined();
      expect(dataSource.transaction).not.toHaveBeenCalled();
      expect(fakes.queue.send).not.toHaveBeenCalled();
    });

    it('should append and queue the job in one transaction when the worker has no room', async () => {
      // The only slot is taken by a reply running here.
      jest.spyOn(fakes.worker, 'reserve').mockReturnValueOnce({ jobId: randomUUID(), runsHere: false });
      // By the time it is committed another instance has fetched it.
      fakes.queue.take.mockResolvedValue(false);

      const { entry } = await sut.continue(OWNER_ID, continuing(), false);
      await fakes.worker.drain();

      const reply = fakes.entries.append.mock.calls[0][3];
      expect(reply?.manager).toBe(manager);
      expect(fakes.queue.send).toHaveBeenCalledWith(
        REPLY_QUEUE,
        { entryId: entry.id, ownerId: OWNER_ID },
        reply?.jobId,
        manager,
      );
      expect(fakes.generator.generate).not.toHaveBeenCalled();
    });

    it('should answer "Conversation not found" and start nothing when the conversation is not the owner\'s', async () => {
      fakes.entries.append.mockResolvedValue(null);

      await expectDomainError(
        sut.continue(OWNER_ID, continuing(), false),
        ConversationErrorCode.NotFound,
        'Conversation not found',
      );

      expect(fakes.worker.reserve().runsHere).toBe(true);
      expect(fakes.generator.generate).not.toHaveBeenCalled();
    });

    it.each([
      {
        when: 'the message has neither text nor file',
        input: continuing(''),
        code: CommonErrorCode.ValidationFailed,
        message: 'Please enter a message.',
      },
      {
        when: 'the conversation id is not a UUID',
        input: { ...continuing(), conversationId: 'conversation-1' },
        code: ConversationErrorCode.NotFound,
        message: 'Conversation not found',
      },
    ])('should refuse before writing anything when $when', async ({ input, code, message }) => {
      await expectDomainError(sut.continue(OWNER_ID, input, false), code, message);

      expect(fakes.entries.append).not.toHaveBeenCalled();
      expect(fakes.worker.reserve().runsHere).toBe(true);
    });

    it('should answer "File not found" and start nothing when the file is deleted before the insert', async () => {
      const file = fileFactory();
      files.getOwned.mockResolvedValue(file);
      fakes.entries.append.mockRejectedValue(missingFileError());

      await expectDomainError(
        sut.continue(OWNER_ID, continuing('Our tickets', file.id), false),
        FileErrorCode.NotFound,
        'File not found',
      );

      expect(files.getOwned).toHaveBeenCalledWith(OWNER_ID, file.id);
      expect(fakes.worker.reserve().runsHere).toBe(true);
    });

    it('should answer the stored reply when the caller waits for it', async () => {
      fakes.generator.generate.mockImplementation(async (entry) => {
        await fakes.bus.publish({
          ...stepOf(entry),
          delta: 'Lovely.',
          text: 'Lovely.',
          status: 'complete',
          error: null,
        });
        return 'stored';
      });
      fakes.entries.findEntry.mockImplementation((ownerId, id) =>
        Promise.resolve(entryFactory({ id, ownerId, replyStatus: 'complete', replyText: 'Lovely.' })),
      );

      const { entry } = await sut.continue(OWNER_ID, continuing(), true);

      expect(entry).toMatchObject({ replyStatus: 'complete', replyText: 'Lovely.' });
    });
  });

  describe('watch', () => {
    const step = (overrides: Partial<ReplyEvent>): ReplyEvent => ({
      entryId: newId(),
      conversationId: conversation.id,
      ownerId: OWNER_ID,
      delta: 'Hi',
      text: 'Hi',
      status: 'pending',
      error: null,
      ...overrides,
    });

    it('should say it listens first, then hand over the steps of the conversation published since', async () => {
      conversationRows.findConversation.mockResolvedValue(conversation);
      const watched = (await sut.watch(OWNER_ID, conversation.id))[Symbol.asyncIterator]();

      expect((await watched.next()).value).toEqual({ listening: true, reply: null });
      const mine = step({});
      await fakes.bus.publish(mine);
      expect((await watched.next()).value).toEqual({ listening: false, reply: mine });
      await watched.return?.();
    });

    it("should never hand over a step that names another owner, even on the conversation's channel", async () => {
      conversationRows.findConversation.mockResolvedValue(conversation);
      const watched = (await sut.watch(OWNER_ID, conversation.id))[Symbol.asyncIterator]();
      await watched.next();

      await fakes.bus.publish(step({ ownerId: newId(), text: 'Not yours' }));
      const mine = step({ text: 'Yours' });
      await fakes.bus.publish(mine);

      expect((await watched.next()).value).toEqual({ listening: false, reply: mine });
      await watched.return?.();
    });

    it.each([
      ["another owner's conversation", () => conversation.id],
      ['a malformed id', () => 'not-a-uuid'],
    ])('should answer not found for %s and listen to nothing', async (_case, id) => {
      conversationRows.findConversation.mockResolvedValue(null);
      const watch = jest.spyOn(fakes.bus, 'watch');

      await expectDomainError(
        sut.watch(OWNER_ID, id()),
        ConversationErrorCode.NotFound,
        'Conversation not found',
      );

      expect(watch).not.toHaveBeenCalled();
    });
  });

  describe('start', () => {
    it("should prepare an opening's prompt without reading any history", async () => {
      const opening = entryFactory({ kind: 'opening', conversationId: conversation.id, orderIndex: 0 });
      conversationRows.createWithOpening.mockResolvedValue({ conversation, entry: opening });

      await sut.start(
        OWNER_ID,
        { topic: 'travel', projectName: 'Lisbon', answers: [{ questionId: 'where', answer: 'Alfama' }] },
        false,
      );
      await fakes.worker.drain();

      expect(conversationRows.createWithOpening.mock.calls[0][1]).toEqual({
        kind: 'opening',
        userText: 'Project: Lisbon\n\nWhere did you go?\nAlfama',
        answers: [
          { questionId: 'where', question: 'Where did you go?', answer: 'Alfama' },
          { questionId: 'best', question: 'What was the best moment?', answer: '' },
        ],
        fileId: null,
      });
      expect(fakes.generator.generate).toHaveBeenCalledWith(
        opening,
        { conversation, history: [] },
        expect.any(String),
        expect.any(AbortSignal),
        expect.any(Function),
      );
    });
  });

  describe('retry', () => {
    beforeEach(() => {
      conversationRows.findConversation.mockResolvedValue(conversation);
    });

    it('should refuse a reply that is not failed and start nothing', async () => {
      const pending = entryFactory({ conversationId: conversation.id });
      fakes.entries.findEntry.mockResolvedValue(pending);
      fakes.jobs.claimRetry.mockResolvedValue(false);

      await expectDomainError(
        sut.retry(OWNER_ID, pending.id, false),
        ConversationErrorCode.ReplyNotRetryable,
        'This reply is not waiting to be retried.',
      );

      expect(fakes.worker.reserve().runsHere).toBe(true);
      expect(fakes.generator.generate).not.toHaveBeenCalled();
    });

    it('should generate a failed reply again under the job that claimed it, its error cleared', async () => {
      const failed = entryFactory({
        conversationId: conversation.id,
        replyStatus: 'failed',
        replyError: 'x',
      });
      fakes.entries.findEntry.mockResolvedValue(failed);
      fakes.jobs.claimRetry.mockResolvedValue(true);

      await sut.retry(OWNER_ID, failed.id, false);
      await fakes.worker.drain();

      const claimedBy = fakes.jobs.claimRetry.mock.calls[0][1].jobId;
      expect(fakes.generator.generate).toHaveBeenCalledWith(
        { ...failed, replyStatus: 'pending', replyText: null, replyError: null },
        { conversation: expect.objectContaining({ id: failed.conversationId }) },
        claimedBy,
        expect.any(AbortSignal),
        expect.any(Function),
      );
    });
  });

  describe('notes', () => {
    it('should append a note without a reply and ask nothing of the worker', async () => {
      const reserve = jest.spyOn(fakes.worker, 'reserve');

      await conversations.addNote(OWNER_ID, conversation.id, 'Buy a tram pass');

      expect(fakes.entries.append.mock.calls).toEqual([
        [OWNER_ID, conversation.id, { kind: 'note', userText: 'Buy a tram pass' }],
      ]);
      expect(reserve).not.toHaveBeenCalled();
      expect(fakes.generator.generate).not.toHaveBeenCalled();
      expect(fakes.queue.send).not.toHaveBeenCalled();
    });
  });
});
