import { DomainError } from 'src/common/errors/domain-error';
import { FilesService } from 'src/files/files.service';
import { automock } from 'test/unit/automock';
import { conversationFactory, entryFactory, newId, OWNER_ID } from 'test/unit/factories';
import { expectDomainError, fakeDataSource, noWebhookEvents, whiteLabelFake } from 'test/unit/fakes';
import { EntryPresenter } from './entry.presenter';
import { ConversationErrorCode } from './conversations.errors';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { EntriesRepository, type EntryPageKey } from './entries.repository';
import type { EntryEntity } from './entry.entity';

/** findEntryPages over `rows`: for each key, the `first` newest rows of its conversation below its cursor. */
function pagesOf(rows: EntryEntity[]) {
  return (_ownerId: string, keys: EntryPageKey[], first: number) => {
    const page = (key: EntryPageKey) =>
      rows
        .filter((row) => row.conversationId === key.conversationId)
        .filter((row) => row.orderIndex < (key.beforeIndex ?? Number.POSITIVE_INFINITY))
        .slice(-first);
    return Promise.resolve(rows.filter((row) => keys.some((key) => page(key).includes(row))));
  };
}

describe(ConversationsService.name, () => {
  let sut: ConversationsService;
  let conversationRows: jest.Mocked<ConversationsRepository>;
  let entries: jest.Mocked<EntriesRepository>;
  let files: jest.Mocked<FilesService>;
  const lisbon = conversationFactory({ projectName: 'Lisbon' });
  const porto = conversationFactory({ projectName: 'Porto' });

  beforeEach(() => {
    conversationRows = automock(ConversationsRepository);
    entries = automock(EntriesRepository);
    files = automock(FilesService);
    sut = new ConversationsService(
      conversationRows,
      entries,
      files,
      whiteLabelFake(),
      noWebhookEvents(),
      automock(EntryPresenter),
      fakeDataSource().dataSource,
    );
  });

  describe('entryPages', () => {
    const timeline = [0, 1, 2, 3].map((orderIndex) =>
      entryFactory({ conversationId: lisbon.id, orderIndex }),
    );
    const portoEntry = entryFactory({ conversationId: porto.id, orderIndex: 0 });

    beforeEach(() => {
      entries.findCursors.mockImplementation((_ownerId, ids) =>
        Promise.resolve(
          [...timeline, portoEntry]
            .filter((entry) => ids.includes(entry.id))
            .map(({ id, conversationId, orderIndex }) => ({ id, conversationId, orderIndex })),
        ),
      );
      entries.findEntryPages.mockImplementation(pagesOf(timeline));
    });

    it("should answer each bad cursor's request with its own 'Entry not found' while the others load", async () => {
      const pages = await sut.entryPages(OWNER_ID, [
        { conversationId: lisbon.id, first: 2 },
        { conversationId: lisbon.id, before: timeline[3].id, first: 2 },
        { conversationId: lisbon.id, before: portoEntry.id, first: 2 },
        { conversationId: lisbon.id, before: 'entry-3', first: 2 },
        { conversationId: lisbon.id, before: newId(), first: 2 },
      ]);

      const [newest, older, ...bad] = pages;
      expect(newest).toEqual([timeline[2], timeline[3]]);
      expect(older).toEqual([timeline[1], timeline[2]]);
      for (const error of bad) {
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({
          code: ConversationErrorCode.EntryNotFound,
          message: 'Entry not found',
        });
      }
    });

    it('should read the cursors, then every page of one size, in one call each', async () => {
      await sut.entryPages(OWNER_ID, [
        { conversationId: lisbon.id, before: timeline[2].id, first: 1 },
        { conversationId: porto.id, first: 1 },
        { conversationId: lisbon.id, before: 'not-an-id', first: 1 },
      ]);

      expect(entries.findCursors.mock.calls).toEqual([[OWNER_ID, [timeline[2].id]]]);
      expect(entries.findEntryPages.mock.calls).toEqual([
        [
          OWNER_ID,
          [
            { conversationId: lisbon.id, beforeIndex: 2 },
            { conversationId: porto.id, beforeIndex: null },
          ],
          1,
        ],
      ]);
    });
  });

  describe('list', () => {
    it('should give each conversation its opening alone when the timeline is not asked for', async () => {
      const opening = entryFactory({ kind: 'opening', conversationId: lisbon.id, orderIndex: 0 });
      conversationRows.listWithOpenings.mockResolvedValue({
        total: 7,
        items: [
          { conversation: lisbon, opening },
          { conversation: porto, opening: null },
        ],
      });

      const page = await sut.list(OWNER_ID, { offset: 5, limit: 2 });

      expect(conversationRows.listWithOpenings).toHaveBeenCalledWith(OWNER_ID, 5, 2, undefined);
      expect(page).toEqual({
        total: 7,
        items: [
          { conversation: lisbon, entries: [opening] },
          { conversation: porto, entries: [] },
        ],
      });
      expect(entries.findEntries).not.toHaveBeenCalled();
    });

    it.each([
      ['a topic display name, in any case', 'tRAV', ['travel']],
      ['a title or project name alone', 'lisbon', []],
    ])('should filter by the text and the topics whose name holds %s', async (_case, filter, topics) => {
      conversationRows.listWithOpenings.mockResolvedValue({ total: 0, items: [] });

      await sut.list(OWNER_ID, { offset: 0, limit: 20 }, { filter });

      expect(conversationRows.listWithOpenings).toHaveBeenCalledWith(OWNER_ID, 0, 20, {
        text: filter,
        topics,
      });
    });

    it('should give each conversation its own whole timeline, read in one call, when asked', async () => {
      const lisbonEntries = [0, 1].map((orderIndex) =>
        entryFactory({ conversationId: lisbon.id, orderIndex }),
      );
      const portoEntries = [entryFactory({ conversationId: porto.id, orderIndex: 0 })];
      conversationRows.listConversations.mockResolvedValue({ total: 2, items: [lisbon, porto] });
      entries.findEntries.mockResolvedValue([...lisbonEntries, ...portoEntries]);

      const page = await sut.list(OWNER_ID, { offset: 0, limit: 20 }, { withTimeline: true });

      expect(entries.findEntries.mock.calls).toEqual([[OWNER_ID, [lisbon.id, porto.id]]]);
      expect(page).toEqual({
        total: 2,
        items: [
          { conversation: lisbon, entries: lisbonEntries },
          { conversation: porto, entries: portoEntries },
        ],
      });
    });
  });

  describe('delete', () => {
    it('should remove the files of the conversation that no other entry uses, and only those', async () => {
      const [kept, unused] = [newId(), newId()];
      conversationRows.delete.mockResolvedValue([kept, unused]);
      conversationRows.unreferencedFiles.mockResolvedValue([unused]);
      files.removeMany.mockResolvedValue(1);

      await sut.delete(OWNER_ID, lisbon.id);

      expect(conversationRows.delete).toHaveBeenCalledWith(OWNER_ID, lisbon.id);
      expect(conversationRows.unreferencedFiles).toHaveBeenCalledWith([kept, unused]);
      expect(files.removeMany.mock.calls).toEqual([[OWNER_ID, [unused]]]);
    });

    it('should remove no file when every one is still used', async () => {
      conversationRows.delete.mockResolvedValue([newId()]);
      conversationRows.unreferencedFiles.mockResolvedValue([]);

      await sut.delete(OWNER_ID, lisbon.id);

      expect(files.removeMany).not.toHaveBeenCalled();
    });

    it.each([
      { when: "it is not the owner's", id: newId() },
      { when: 'its id is not a UUID', id: 'lisbon' },
    ])('should answer "Conversation not found" and remove nothing when $when', async ({ id }) => {
      conversationRows.delete.mockResolvedValue(null);

      await expectDomainError(
        sut.delete(OWNER_ID, id),
        ConversationErrorCode.NotFound,
        'Conversation not found',
      );

      expect(conversationRows.unreferencedFiles).not.toHaveBeenCalled();
      expect(files.removeMany).not.toHaveBeenCalled();
    });
  });

  describe('getRepliedEntry', () => {
    it('should not find a note, which has no reply to retry or follow', async () => {
      const note = entryFactory({ kind: 'note', conversationId: lisbon.id });
      entries.findEntry.mockResolvedValue(note);

      await expectDomainError(
        sut.getRepliedEntry(OWNER_ID, note.id),
        ConversationErrorCode.EntryNotFound,
        'Entry not found',
      );
    });
  });
});
