import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './test-app';

/** A graphql-ws client of `app`'s /graphql, with `token` in its connection params (none without), never retrying. */
export function wsClient(app: Pick<TestApp, 'baseUrl'>, token?: string): Client {
  return createClient({
    url: app.baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
}

/** The default config's first topic and its questions (apps/server/config/flexifeatures.json). */
export const FAMILY_TOPIC = 'familyMemories';

export const ENTRY_FIELDS = /* GraphQL */ `
  id
  conversationId
  kind
  orderIndex
  userText
  answers { questionId question answer }
  replyText
  replyStatus
  replyError
  replyBy
  shared
  file { id fileName fileType fileUrl }
`;

export const START = /* GraphQL */ `
  mutation Start($input: StartConversationInput!, $stream: Boolean) {
    startConversation(input: $input, stream: $stream) {
      conversation { id topic projectName title }
      entry { ${ENTRY_FIELDS} }
    }
  }
`;

export const CONTINUE = /* GraphQL */ `
  mutation Continue($input: ContinueConversationInput!, $stream: Boolean) {
    continueConversation(input: $input, stream: $stream) {
      conversation { id }
      entry { ${ENTRY_FIELDS} }
    }
  }
`;

export interface EntryResult {
  id: string;
  conversationId: string;
  kind: string;
  orderIndex: number;
  userText: string;
  replyText: string | null;
  replyStatus: string;
  replyError: string | null;
  replyBy: string | null;
  shared: boolean;
  file: { id: string; fileName: string; fileType: string; fileUrl: string } | null;
}

export interface ExchangeResult {
  conversation: { id: string; topic: string; projectName: string; title: string };
  entry: EntryResult;
}

/** The answers of the default family topic, every required one filled. */
export function familyAnswers(first = 'We spent summers at the lighthouse on the cliff.') {
  return [
    { questionId: 'q1', answer: first },
    { questionId: 'q2', answer: 'My grandmother Rosa, who knew every ship by its horn.' },
  ];
}

export async function startConversation(
  app: Pick<TestApp, 'gql'>,
  token: string,
  overrides: Record<string, unknown> = {},
  stream = false,
): Promise<ExchangeResult> {
  const result = await app.gql<{ startConversation: ExchangeResult }>(
    START,
    {
      input: { topic: FAMILY_TOPIC, projectName: 'Summer house', answers: familyAnswers(), ...overrides },
      stream,
    },
    token,
  );
  if (!result.body.data?.startConversation) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data.startConversation;
}

export async function continueConversation(
  app: Pick<TestApp, 'gql'>,
  token: string,
  conversationId: string,
  message: string,
  stream = false,
): Promise<EntryResult> {
  const result = await app.gql<{ continueConversation: ExchangeResult }>(
    CONTINUE,
    { input: { conversationId, message }, stream },
    token,
  );
  if (!result.body.data?.continueConversation) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data.continueConversation.entry;
}

export interface ReplyChunkResult {
  entryId: string;
  delta: string;
  text: string;
  status: string;
  error: string | null;
  by: string | null;
}

/** Runs one subscription over graphql-ws and collects every payload until the server completes it. */
export function collectSubscription<T>(
  app: Pick<TestApp, 'baseUrl'>,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ events: T[]; errors: unknown[] }> {
  const client = wsClient(app, token);
  const events: T[] = [];
  const errors: unknown[] = [];
  return new Promise((resolve) => {
    const finish = () => {
      void client.dispose();
      resolve({ events, errors });
    };
    client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.data) events.push(value.data);
          if (value.errors) errors.push(...value.errors);
        },
        error: (error) => {
          errors.push(error);
          finish();
        },
        complete: finish,
      },
    );
  });
}

/** Follows replyStream until the reply is complete or failed. */
export async function collectReplyStream(
  app: Pick<TestApp, 'baseUrl'>,
  token: string | undefined,
  entryId: string,
): Promise<{ events: ReplyChunkResult[]; errors: unknown[] }> {
  const { events, errors } = await collectSubscription<{ replyStream: ReplyChunkResult }>(
    app,
    token,
    'subscription ($id: ID!) { replyStream(entryId: $id) { entryId delta text status error by } }',
    { id: entryId },
  );
  return { events: events.map((e) => e.replyStream), errors };
}

export interface ConversationWatch {
  /** Resolves on the first event (listening: true), or rejects when the subscription fails first. */
  listening: Promise<void>;
  /** The reply steps received so far, in order (the listening event left out). */
  steps: ReplyChunkResult[];
  /** Errors received (a refused subscription sends one and ends). */
  errors: unknown[];
  /** Resolves once a step of `entryId` is complete or failed; fails after `timeoutMs`, listing what came. */
  replyEnded(entryId: string, timeoutMs?: number): Promise<ReplyChunkResult>;
  /** Resolves when the connection closes, by either side, with its close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Subscribes to conversationReplies over graphql-ws, as the client does before sending a message. */
export function watchConversation(
  app: Pick<TestApp, 'baseUrl'>,
  token: string,
  conversationId: string,
): ConversationWatch {
  const client = wsClient(app, token);
  const steps: ReplyChunkResult[] = [];
  const errors: unknown[] = [];
  const changed = new Set<() => void>();
  let onListening!: () => void;
  let onRefused!: (error: unknown) => void;
  const listening = new Promise<void>((resolve, reject) => {
    onListening = resolve;
    onRefused = reject;
  });
  const tell = () => changed.forEach((listener) => listener());
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    client.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason });
    }),
  );
  client.subscribe<{ conversationReplies: { listening: boolean; reply: ReplyChunkResult | null } }>(
    {
      query: /* GraphQL */ `
        subscription ($id: ID!) {
          conversationReplies(conversationId: $id) {
            listening
            reply {
              entryId
              delta
              text
              status
              error
            }
          }
        }
      `,
      variables: { id: conversationId },
    },
    {
      next: ({ data, errors: failures }) => {
        if (failures) {
          errors.push(...failures);
          onRefused(new Error(JSON.stringify(failures)));
        }
        if (data?.conversationReplies.listening) onListening();
        if (data?.conversationReplies.reply) steps.push(data.conversationReplies.reply);
        tell();
      },
      error: (error) => {
        errors.push(error);
        onRefused(error);
        tell();
      },
      complete: tell,
    },
  );
  return {
    listening,
    steps,
    errors,
    replyEnded: (entryId, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const ended = steps.find((s) => s.entryId === entryId && s.status !== 'pending');
          if (!ended) return;
          clearTimeout(timer);
          changed.delete(check);
          resolve(ended);
        };
        const timer = setTimeout(() => {
          changed.delete(check);
          reject(
            new Error(`no end of ${entryId}'s reply; got ${JSON.stringify(steps)} ${JSON.stringify(errors)}`),
          );
        }, timeoutMs);
        changed.add(check);
        check();
      }),
    closed,
    close: () => client.dispose() as Promise<void>,
  };
}
