import { MESSAGES } from 'src/common/messages';
import { expectGraphqlError } from './support/expect-errors';
import { graphqlUpload } from './support/uploads';
import { continueConversation, startConversation } from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const HISTORY = /* GraphQL */ `
  query ($limit: Int!, $offset: Int!, $filter: String) {
    conversations(limit: $limit, offset: $offset, filter: $filter) {
      total
      hasMore
      items {
        id
        title
        projectName
        opening {
          id
          kind
          orderIndex
          userText
          replyStatus
          shared
          file {
            fileName
            fileType
            size
            fileUrl
          }
        }
      }
    }
  }
`;

interface HistoryPage {
  total: number;
  hasMore: boolean;
  items: Array<{
    id: string;
    title: string;
    projectName: string;
    opening: {
      id: string;
      kind: string;
      orderIndex: number;
      userText: string;
      replyStatus: string;
      shared: boolean;
      file: { fileName: string; fileType: string; size: number; fileUrl: string } | null;
    } | null;
  }>;
}

describe('The history list (conversations)', () => {
  let app: TestApp;
  let owner: string;
  const started: string[] = [];

  const page = async (
    limit: number,
    offset: number,
    token = owner,
    filter?: string,
  ): Promise<HistoryPage> => {
    const result = await app.gql<{ conversations: HistoryPage }>(HISTORY, { limit, offset, filter }, token);
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.conversations;
  };

  beforeAll(async () => {
    app = await startTestApp();
    ({ token: owner } = await signUp(app));
    const uploaded = await graphqlUpload(
      app,
      { bytes: Buffer.from('notes of the day\n'), name: 'day.txt', declaredType: 'text/plain' },
      owner,
    );
    const fileId = uploaded.body.data?.uploadFile.id;
    for (const [projectName, extra] of [
      ['First', { fileId }],
      ['Second', {}],
      ['Third', {}],
    ] as const) {
      started.push((await startConversation(app, owner, { projectName, ...extra })).conversation.id);
    }
    // The first becomes the most recently active.
    await continueConversation(app, owner, started[0], 'One more thing.');
  });

  afterAll(async () => {
    await app.close();
  });

  it('should list the most recently active first, each with its opening and its file', async () => {
    const first = await page(2, 0);

    expect(first).toMatchObject({ total: 3, hasMore: true });
    expect(first.items.map((item) => item.projectName)).toEqual(['First', 'Third']);
    expect(first.items[0].opening).toMatchObject({
      kind: 'opening',
      orderIndex: 0,
      replyStatus: 'complete',
      shared: false,
      file: { fileName: 'day.txt', fileType: 'text/plain', size: 17 },
    });
    expect(first.items[0].opening?.file?.fileUrl).toMatch(
      /^\/files\/[0-9a-f-]+\/day\.txt\?expires=\d+&signature=/,
    );
    expect(first.items[1].opening).toMatchObject({ kind: 'opening', file: null });
    expect(first.items[1].opening?.userText).toContain('lighthouse');
  });

  it('should count every conversation on later pages, and past the end', async () => {
    const second = await page(2, 2);
    const beyond = await page(2, 10);

    expect(second).toMatchObject({ total: 3, hasMore: false });
    expect(second.items.map((item) => item.id)).toEqual([started[1]]);
    expect(beyond).toEqual({ total: 3, hasMore: false, items: [] });
  });

  it("should show no one else's conversations", async () => {
    const { token: stranger } = await signUp(app);

    expect(await page(20, 0, stranger)).toEqual({ total: 0, hasMore: false, items: [] });
  });

  describe("filtered (the History panel's filter box)", () => {
    const projects = async (filter: string, limit = 20, offset = 0) =>
      (await page(limit, offset, owner, filter)).items.map((item) => item.projectName);

    beforeAll(async () => {
      const travel = {
        projectName: 'Fourth 50% off',
        topic: 'travel',
        answers: [
          { questionId: 'q1', answer: 'Porto, for the lighthouse at Foz.' },
          { questionId: 'q2', answer: 'Tiles glowing at dusk.' },
        ],
      };
      await startConversation(app, owner, travel);
      await app.gql(
        `mutation ($input: RenameConversationInput!) { renameConversation(input: $input) { id } }`,
        { input: { id: started[1], title: 'Evening walks' } },
        owner,
      );
    });

    it('should keep the conversations whose title, project name or topic name holds the text, in any case', async () => {
      expect(await projects('  sEcOnD ')).toEqual(['Second']);
      expect(await projects('walks')).toEqual(['Second']);
      expect(await projects('travel journal')).toEqual(['Fourth 50% off']);
      // The rename made Second the most recently active.
      expect(await projects('family')).toEqual(['Second', 'First', 'Third']);
      expect(await projects('')).toEqual(['Second', 'Fourth 50% off', 'First', 'Third']);
    });

    it('should read % and _ as themselves, not as wildcards', async () => {
      expect(await projects('50%')).toEqual(['Fourth 50% off']);
      expect(await projects('%')).toEqual(['Fourth 50% off']);
      expect(await projects('_')).toEqual([]);
    });

    it('should count only the matches, on later pages and past the end', async () => {
      const second = await page(1, 1, owner, 'family');
      const beyond = await page(1, 5, owner, 'family');

      expect(second).toMatchObject({ total: 3, hasMore: true });
      expect(second.items.map((item) => item.projectName)).toEqual(['First']);
      expect(beyond).toEqual({ total: 3, hasMore: false, items: [] });
    });

    it("should find none of another writer's conversations", async () => {
      const { token: stranger } = await signUp(app);

      expect(await page(20, 0, stranger, 'family')).toEqual({ total: 0, hasMore: false, items: [] });
    });

    it('should refuse a filter over 100 characters with a clear message', async () => {
      expectGraphqlError(await app.gql(HISTORY, { limit: 20, offset: 0, filter: 'x'.repeat(101) }, owner), {
        code: 'BAD_USER_INPUT',
        message: MESSAGES.conversationFilterTooLong,
      });
      expect(await projects('x'.repeat(100))).toEqual([]);
    });
  });
});
