import { graphqlUpload } from './support/uploads';
import { continueConversation, startConversation } from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const HISTORY = /* GraphQL */ `
  query ($limit: Int!, $offset: Int!) {
    conversations(limit: $limit, offset: $offset) {
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

  const page = async (limit: number, offset: number, token = owner): Promise<HistoryPage> => {
    const result = await app.gql<{ conversations: HistoryPage }>(HISTORY, { limit, offset }, token);
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
});
