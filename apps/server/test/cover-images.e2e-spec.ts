import { COVER_IMAGES_SQL } from 'src/conversations/cover-image.sql';
import { directQuery } from './support/direct-sql';
import { statementsOf } from './support/statements';
import { startConversation } from './support/journal-client';
import { minimalPdf, PNG_1X1, type SampleFile, TINY_JPEG } from './support/sample-files';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { graphqlMultipart, UPLOAD_FILE_MUTATION, type UploadedFile } from './support/uploads';

/**
 * Conversation.coverImage: the newest picture an entry of the conversation carries, for its place in the
 * journal on the home view. Batched for a list, and walked along an index, never through the whole timeline.
 */

interface Cover {
  id: string;
  fileName: string;
  fileType: string;
  fileUrl: string;
}

const CONTINUE_WITH_FILE = /* GraphQL */ `
  mutation ($input: ContinueConversationInput!) {
    continueConversation(input: $input) {
      entry {
        id
      }
    }
  }
`;

const COVER = /* GraphQL */ `
  query ($id: ID!) {
    conversation(id: $id) {
      coverImage {
        id
        fileName
        fileType
        fileUrl
      }
    }
  }
`;

const png = (name: string): SampleFile => ({ bytes: PNG_1X1, name, declaredType: 'image/png' });
const jpeg = (name: string): SampleFile => ({ bytes: TINY_JPEG, name, declaredType: 'image/jpeg' });
const pdf = (name: string): SampleFile => ({ bytes: minimalPdf(), name, declaredType: 'application/pdf' });
const text = (name: string): SampleFile => ({
  bytes: Buffer.from('plain words'),
  name,
  declaredType: 'text/plain',
});

describe('Conversation cover images', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    // The session is checked once and then trusted, so the statements a test counts are the list's alone.
    app = await startTestApp({ SESSION_CACHE_SECONDS: '300' });
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app.close();
  });

  async function upload(file: SampleFile, as = token): Promise<UploadedFile> {
    const result = await graphqlMultipart<{ uploadFile: UploadedFile }>(
      app,
      UPLOAD_FILE_MUTATION,
      { file },
      { token: as },
    );
    if (!result.body.data?.uploadFile) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.uploadFile;
  }

  async function attach(conversationId: string, file: SampleFile, as = token): Promise<UploadedFile> {
    const uploaded = await upload(file, as);
    const result = await app.gql(
      CONTINUE_WITH_FILE,
      { input: { conversationId, message: `Here is ${file.name}`, fileId: uploaded.id } },
      as,
    );
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    return uploaded;
  }

  async function cover(conversationId: string, as = token): Promise<Cover | null> {
    const result = await app.gql<{ conversation: { coverImage: Cover | null } }>(
      COVER,
      { id: conversationId },
      as,
    );
    if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
    return result.body.data.conversation.coverImage;
  }

  async function newConversation(as = token): Promise<string> {
    return (await startConversation(app, as)).conversation.id;
  }

  it('should be null for a conversation without pictures, even one that carries other files', async () => {
    const id = await newConversation();
    expect(await cover(id)).toBeNull();

    await attach(id, pdf('letter.pdf'));
    await attach(id, text('list.txt'));

    expect(await cover(id)).toBeNull();
  });

  it('should be the newest picture, whatever files came after it, with a URL that serves its bytes', async () => {
    const id = await newConversation();
    await attach(id, png('first.png'));
    const newest = await attach(id, jpeg('pier.jpg'));
    await attach(id, pdf('after.pdf'));

    const shown = await cover(id);

    expect(shown).toMatchObject({ id: newest.id, fileName: 'pier.jpg', fileType: 'image/jpeg' });
    const response = await fetch(`${app.baseUrl}${shown?.fileUrl}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TINY_JPEG);
  });

  it('should follow the timeline when the entry carrying the picture is deleted', async () => {
    const id = await newConversation();
    const older = await attach(id, png('older.png'));
    await attach(id, png('newer.png'));
    const [{ id: newestEntry }] = await directQuery<{ id: string }>(
      app,
      'SELECT id FROM entries WHERE conversation_id = $1 ORDER BY order_index DESC LIMIT 1',
      [id],
    );

    const deleted = await app.gql(
      'mutation ($id: ID!) { deleteEntry(id: $id) { message } }',
      { id: newestEntry },
      token,
    );

    expect(deleted.body.errors).toBeUndefined();
    expect((await cover(id))?.id).toBe(older.id);
  });

  it("should show each writer only their own conversations' pictures", async () => {
    const other = await signUp(app);
    const theirs = await newConversation(other.token);
    await attach(theirs, png('theirs.png'), other.token);

    const asked = await app.gql(COVER, { id: theirs }, token);

    expect(asked.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await cover(theirs, other.token))?.fileName).toBe('theirs.png');
  });

  describe('a list of conversations', () => {
    let lister: string;

    beforeAll(async () => {
      ({ token: lister } = await signUp(app));
      for (let i = 0; i < 12; i++) {
        const id = await newConversation(lister);
        if (i % 3 === 0) await attach(id, png(`picture-${i}.png`), lister);
      }
    });

    const list = (fields: string) =>
      app.gql<{ conversations: { items: Array<{ id: string; coverImage?: Cover | null }> } }>(
        `query { conversations(limit: 20) { items { id ${fields} } } }`,
        {},
        lister,
      );

    it('should give every listed conversation its picture, in one statement for the whole page', async () => {
      const plain = await statementsOf(app, () => list(''));
      let answer: Awaited<ReturnType<typeof list>> | undefined;
      const withCovers = await statementsOf(
        app,
        async () => (answer = await list('coverImage { fileName }')),
      );

      const names = answer?.body.data?.conversations.items.map((item) => item.coverImage?.fileName ?? null);
      // Most recently active first: the 12th conversation started (i = 11) leads.
      expect(names).toEqual(
        Array.from({ length: 12 }, (_, place) => 11 - place).map((i) =>
          i % 3 === 0 ? `picture-${i}.png` : null,
        ),
      );
      expect(withCovers.length - plain.length).toBe(1);
    });

    it("should find a picture by walking the index of a conversation's files, not its whole timeline", async () => {
      const statements = await statementsOf(app, () => list('coverImage { id }'));
      const coverStatement = statements.find((s) => s.sql === COVER_IMAGES_SQL);
      if (!coverStatement) throw new Error('no cover statement');

      const plan = (
        await directQuery<{ 'QUERY PLAN': string }>(
          app,
          `EXPLAIN (COSTS OFF) ${coverStatement.sql}`,
          coverStatement.params,
        )
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');

      expect(plan).toContain('IDX_entries_conversation_files');
    });
  });
});
