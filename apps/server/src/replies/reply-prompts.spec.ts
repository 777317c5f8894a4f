import { ConversationsRepository } from 'src/conversations/conversations.repository';
import { EntriesRepository } from 'src/conversations/entries.repository';
import { FilesService } from 'src/files/files.service';
import { JournalRecall } from 'src/memory/journal-recall';
import type { RecalledRow } from 'src/memory/journal-recall.repository';
import { ConversationSummariesRepository } from 'src/memory/summaries/conversation-summaries.repository';
import { SummaryWriter } from 'src/memory/summaries/summary-writer';
import { UsersService } from 'src/users/users.service';
import { automock } from 'test/unit/automock';
import { conversationFactory, entryFactory, fileFactory, newId, OWNER_ID } from 'test/unit/factories';
import { ScriptedAiProvider, testEnv, whiteLabelFake } from 'test/unit/fakes';
import { MEMORY_ENTRIES, ReplyPrompts } from './reply-prompts';

describe(ReplyPrompts.name, () => {
  let conversationRows: jest.Mocked<ConversationsRepository>;
  let entries: jest.Mocked<EntriesRepository>;
  let files: jest.Mocked<FilesService>;
  let users: jest.Mocked<UsersService>;
  let recall: jest.Mocked<JournalRecall>;
  let summaries: jest.Mocked<ConversationSummariesRepository>;
  let summaryWriter: jest.Mocked<SummaryWriter>;
  const conversation = conversationFactory();
  const entry = entryFactory({ conversationId: conversation.id, orderIndex: 4, userText: 'Then the tram.' });
  const turn = (orderIndex: number, userText: string, replyText: string | null = null) => ({
    kind: orderIndex === 0 ? ('opening' as const) : ('continuation' as const),
    orderIndex,
    userText,
    replyText,
  });
  const sut = (variables: NodeJS.ProcessEnv = {}) =>
    new ReplyPrompts(
      conversationRows,
      entries,
      files,
      users,
      recall,
      summaries,
      summaryWriter,
      whiteLabelFake(),
      new ScriptedAiProvider([]),
      testEnv(variables),
    );

  beforeEach(() => {
    conversationRows = automock(ConversationsRepository);
    entries = automock(EntriesRepository);
    files = automock(FilesService);
    users = automock(UsersService);
    users.memoryOf.mockResolvedValue(false);
    recall = automock(JournalRecall);
    summaries = automock(ConversationSummariesRepository);
    summaryWriter = automock(SummaryWriter);
    summaryWriter.want.mockResolvedValue();
  });

  it('should tell the AI the topic, then exactly the history the repository gives, then the entry', async () => {
    // The repository leaves notes out of the history (its SQL, covered by the integration tests); the
    // prompt holds nothing else of the conversation.
    conversationRows.findConversation.mockResolvedValue(conversation);
    entries.findHistory.mockResolvedValue([turn(0, 'We landed.', 'Welcome!'), turn(2, 'It rained.')]);

    const prepared = await sut().prepare(entry);

    expect(entries.findHistory).toHaveBeenCalledWith(OWNER_ID, conversation.id, 4);
    expect(prepared?.request.topic.key).toBe('travel');
    expect(prepared?.request.messages[0]).toEqual({
      role: 'system',
      content: expect.stringContaining('Topic: Travel.'),
    });
    expect(prepared?.request.messages.slice(1)).toEqual([
      { role: 'user', content: 'We landed.' },
      { role: 'assistant', content: 'Welcome!' },
      { role: 'user', content: 'It rained.' },
      { role: 'user', content: 'Then the tram.' },
    ]);
    expect(recall.recall).not.toHaveBeenCalled();
    expect(prepared?.remembered).toEqual([]);
  });

  it('should read neither the conversation, its history nor the setting when the caller knows them', async () => {
    const prepared = await sut().prepare(entry, { conversation, history: [], aiMemory: false });

    expect(conversationRows.findConversation).not.toHaveBeenCalled();
    expect(entries.findHistory).not.toHaveBeenCalled();
    expect(users.memoryOf).not.toHaveBeenCalled();
    expect(prepared?.request.messages.map((message) => message.role)).toEqual(['system', 'user']);
    // A first reply with memory off has nothing to record, nor anything to replace.
    expect(prepared?.remembered).toBeNull();
  });

  it("should add the text of the entry's file to its words", async () => {
    const file = fileFactory({ name: 'tickets.txt' });
    files.contentForAi.mockResolvedValue({ kind: 'text', text: 'Tram 28, 8am' });

    const prepared = await sut().prepare(entryFactory({ ...entry, fileId: file.id, file }), {
      conversation,
      history: [],
    });

    expect(prepared?.request.messages.at(-1)?.content).toBe(
      'Then the tram.\n\n[Attached file "tickets.txt"]\nTram 28, 8am',
    );
    expect(prepared?.request.latest.attachment).toEqual({
      name: 'tickets.txt',
      readable: true,
      image: false,
    });
  });

  it('should answer nothing to ask when the conversation is gone', async () => {
    conversationRows.findConversation.mockResolvedValue(null);
    entries.findHistory.mockResolvedValue([]);

    expect(await sut().prepare(entry)).toBeNull();
  });

  it("should send the writer's earlier entries from other conversations when memory is on, and list them", async () => {
    const row = (id: string, text: string): RecalledRow => ({
      id,
      conversation_id: newId(),
      kind: 'continuation',
      order_index: 1,
      user_text: text,
      answers: null,
      reply_text: 'a reply never sent as memory',
      project_name: 'Harbour walks',
      created_at: new Date('2026-03-14T10:00:00Z'),
    });
    recall.recall.mockResolvedValue([row('a', 'The tram to the harbour.'), row('b', 'Tram tickets again.')]);

    const prepared = await sut().prepare(entry, { conversation, history: [], aiMemory: true });

    expect(recall.recall).toHaveBeenCalledWith(OWNER_ID, 'Then the tram.', {
      leaveOut: conversation.id,
      limit: MEMORY_ENTRIES,
      expand: false,
    });
    const system = prepared?.request.messages[0].content as string;
    expect(system).toContain('- 2026-03-14, "Harbour walks": The tram to the harbour.');
    expect(system).not.toContain('a reply never sent as memory');
    expect(prepared?.remembered).toEqual(['a', 'b']);
  });

  it('should send the summary when turns fall out of the budget, and ask for it to reach them', async () => {
    const history = [
      turn(0, 'Opening.', 'Hello.'),
      ...Array.from({ length: 300 }, (_, i) => turn(i + 1, `turn ${i + 1} ${'word '.repeat(40)}`, 'ok')),
    ];
    summaries.find.mockResolvedValue({ text: 'The writer moved to Lisbon.', through: 100 });

    const prepared = await sut({ AI_CONTEXT_TOKENS: '3000' }).prepare(
      entryFactory({ ...entry, orderIndex: 301 }),
      { conversation, history, aiMemory: false },
    );

    const system = prepared?.request.messages[0].content as string;
    expect(system).toContain('The writer moved to Lisbon.');
    expect(prepared?.request.messages[1].content).toBe('Opening.');
    expect(prepared?.request.messages.at(-2)?.content).toBe('ok');
    expect(summaryWriter.want).toHaveBeenCalledWith(
      conversation,
      { text: 'The writer moved to Lisbon.', through: 100 },
      expect.any(Number),
    );
  });
});
