import { PassThrough } from 'node:stream';
import { continueConversation, startConversation } from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  operation?: string;
  status?: number;
  durationMs?: number;
  context?: string;
}

const INFO = 30;

/** The first defined value of `read`, tried for up to 5 s (the mail may go out after the answer). */
async function eventually<T>(read: () => T | undefined): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never logged');
}
const SECRET_WORDS = 'Marmalade-lighthouse-7731';

describe('Logs: one JSON line per request, with its route or GraphQL operation, and nothing secret', () => {
  let app: TestApp;
  const raw: string[] = [];
  const lines = (): LogLine[] =>
    raw
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const requestLines = () => lines().filter((line) => line.msg === 'request');

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => raw.push(chunk.toString()));
    app = await startTestApp({ LOG_LEVEL: 'log' }, { logStream: stream });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should write every line as JSON without terminal colours, Nest start-up lines included', () => {
    expect(raw.join('')).not.toContain('\u001b[');
    expect(() => lines()).not.toThrow();
    expect(lines().some((line) => line.level === INFO && typeof line.context === 'string')).toBe(true);
  });

  it('should log a REST request once, with method, route pattern, status, duration and the x-request-id', async () => {
    const missing = await app.rest('GET', '/api/share/post/not-a-real-id');
    const requestId = missing.headers.get('x-request-id');

    const matching = requestLines().filter((line) => line.reqId === requestId);
    expect(matching).toEqual([
      {
        level: INFO,
        time: expect.any(Number),
        pid: process.pid,
        reqId: requestId,
        msg: 'request',
        method: 'GET',
        route: '/api/share/post/:postId',
        status: missing.status,
        durationMs: expect.any(Number),
      },
    ]);
  });

  it('should name the GraphQL operation a request ran', async () => {
    const { token } = await signUp(app);

    const answer = await app.rest(
      'POST',
      '/graphql',
      { query: 'query WhoAmI { me { username } }', operationName: 'WhoAmI' },
      token,
    );

    const line = requestLines().find((entry) => entry.reqId === answer.headers.get('x-request-id'));
    expect(line).toMatchObject({ method: 'POST', route: '/graphql', operation: 'WhoAmI', status: 200 });
  });

  it('should carry the request id into what services log while serving it', async () => {
    const { email } = await signUp(app);

    const asked = await app.rest('POST', '/api/forgot-password', { email });

    const requestId = asked.headers.get('x-request-id');
    const mailLine = await eventually(() =>
      lines().find((line) => line.context === 'MailService' && line.reqId === requestId),
    );
    expect(asked.status).toBe(200);
    expect(mailLine.msg).toMatch(/^No SMTP_URL: mail "/);
  });

  it('should keep passwords, tokens, what people wrote and signed URLs out of every line', async () => {
    const { token, password } = await signUp(app);
    const { conversation } = await startConversation(app, token);
    await continueConversation(app, token, conversation.id, `About the ${SECRET_WORDS} again`);
    await app.rest('POST', '/api/login', { username: 'nobody-at-all', password: SECRET_WORDS });

    const all = raw.join('');
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
    expect(all).not.toContain(SECRET_WORDS);
    expect(all).not.toContain('signature=');
    expect(requestLines().some((line) => line.route === '/api/login' && line.status === 401)).toBe(true);
  });
});
