import { CONTINUE, startConversation } from './support/journal-client';
import { PNG_1X1, UTF8_TEXT } from './support/sample-files';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai-server';
import { signUp, startTestApp, type TestApp } from './support/test-app';
import { restUpload } from './support/uploads';

type ContentPart = { type: string; text?: string; image_url?: { url: string } };
type SentMessage = { role: string; content: string | ContentPart[] };

/**
 * What the model is given of an attachment: with AI_VISION=true a png or jpeg goes as an image content part
 * (OpenAI chat format, a data URL); otherwise, and always for the offline companion, the reply is told it
 * cannot look at the image. Text attachments go in as text either way.
 */
describe.each([
  ['a vision model (AI_VISION=true)', 'true'],
  ['a text-only model (AI_VISION unset)', undefined],
])('Attachments sent to %s', (_name, vision) => {
  let fake: FakeOpenAi;
  let app: TestApp;
  let token: string;

  /** Sends a message with this file into a new conversation; answers the last user message the model got. */
  const sendWithFile = async (bytes: Buffer, name: string, type: string): Promise<SentMessage> => {
    const upload = await restUpload(app, { bytes, name, declaredType: type }, token);
    const { conversation } = await startConversation(app, token);
    fake.reset();
    const sent = await app.gql(
      CONTINUE,
      { input: { conversationId: conversation.id, message: 'Look at this', fileId: upload.body.fileId } },
      token,
    );
    expect(sent.body.errors).toBeUndefined();
    const messages = (fake.requests.at(-1)?.body as { messages: SentMessage[] }).messages;
    return messages[messages.length - 1];
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: fake.apiKey,
      ...(vision ? { AI_VISION: vision } : {}),
    });
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('should send a png as an image part only when the model looks at images', async () => {
    const latest = await sendWithFile(PNG_1X1, 'pier.png', 'image/png');

    if (vision) {
      expect(latest.content).toEqual([
        { type: 'text', text: 'Look at this\n\n[Attached image "pier.png"]' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_1X1.toString('base64')}` } },
      ]);
    } else {
      expect(latest.content).toBe(
        'Look at this\n\n[The user attached the image "pier.png", but you cannot look at images: say so, and answer from their words.]',
      );
    }
  });

  it('should send a text file as text whether or not the model looks at images', async () => {
    const latest = await sendWithFile(Buffer.from(UTF8_TEXT), 'notes.txt', 'text/plain');

    expect(latest.content).toBe(`Look at this\n\n[Attached file "notes.txt"]\n${UTF8_TEXT}`);
  });
});

describe('Attachments and the offline companion (no AI_API_KEY)', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    // AI_VISION asks for images, but the offline companion cannot look at any.
    app = await startTestApp({ AI_VISION: 'true' });
    ({ token } = await signUp(app));
  });

  afterAll(async () => {
    await app.close();
  });

  it('should say in the reply that it could not look at an attached image', async () => {
    const upload = await restUpload(
      app,
      { bytes: PNG_1X1, name: 'pier.png', declaredType: 'image/png' },
      token,
    );

    const { entry } = await startConversation(app, token, { fileId: upload.body.fileId });

    expect(entry.replyText).toContain('I cannot look at pictures, so I did not see your image "pier.png"');
  });
});
