import { createHmac } from 'node:crypto';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError } from './support/expect-errors';
import { startConversation } from './support/journal-client';
import { type RedisServer, startRedisServer, uniqueKeyPrefix } from './support/redis-server';
import {
  createTestDatabase,
  signUp,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';
import { until } from './support/until';
import { graphqlUpload } from './support/uploads';
import {
  type ReceivedDelivery,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver';

const ALL_EVENTS = [
  'ENTRY_CREATED',
  'REPLY_COMPLETED',
  'REPLY_FAILED',
  'CONVERSATION_DELETED',
  'SHARE_CREATED',
];
const CREATE = `mutation ($url: String!, $events: [WebhookEvent!]!) {
  createWebhook(url: $url, events: $events) { secret webhook { id url events enabled } } }`;
const DELIVERIES = `query ($id: ID!) { webhookDeliveries(webhookId: $id, limit: 50) {
  total items { id event status responseCode error attempts nextAttemptAt deliveredAt } } }`;
const WEBHOOK = '{ webhooks { id enabled disabledReason failingSince } }';

interface Delivery {
  id: string;
  event: string;
  status: string;
  responseCode: number | null;
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
}

/** Checks a delivery's signature as the README tells receivers to. */
function verified(delivery: ReceivedDelivery, secret: string): boolean {
  const timestamp = String(delivery.headers['flexi-webhook-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  return delivery.headers['flexi-webhook-signature'] === `sha256=${expected}`;
}

describe('signed webhooks', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;

  const create = (token: string, url = receiver.url, events = ALL_EVENTS, on = app) =>
    on.gql<{ createWebhook: { secret: string; webhook: { id: string } } }>(CREATE, { url, events }, token);

  const deliveries = async (token: string, webhookId: string) =>
    (await app.gql<{ webhookDeliveries: { items: Delivery[] } }>(DELIVERIES, { id: webhookId }, token)).body
      .data?.webhookDeliveries.items ?? [];

  /** Makes the delivery's next attempt due now (its retry waits 10 s and more). */
  const makeDue = (deliveryId: string) =>
    directQuery(
      app,
      `UPDATE pgboss.job SET start_after = now()
        WHERE id = (SELECT job_id FROM webhook_deliveries WHERE id = $1)`,
      [deliveryId],
    );

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    app = await startTestApp({ WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' });
  });

  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answers.length = 0;
  });

  it('should post each event signed, in order, with the object as the API shows it', async () => {
    const { token } = await signUp(app);
    const created = (await create(token)).body.data!.createWebhook;
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const { conversation, entry } = await startConversation(app, token);
    const note = await app.gql<{ addNote: { id: string } }>(
      'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
      { input: { conversationId: conversation.id, content: 'A note to self' } },
      token,
    );
    await app.gql('mutation ($id: ID!) { shareEntry(entryId: $id) { url } }', { id: entry.id }, token);
    await app.gql(
      'mutation ($id: ID!) { deleteConversation(id: $id) { message } }',
      { id: conversation.id },
      token,
    );
    await until('five deliveries arrive', () => receiver.received.length >= 5);

    const got = receiver.received;
    expect(got.map((d) => d.json.event)).toEqual([
      'ENTRY_CREATED',
      'REPLY_COMPLETED',
      'ENTRY_CREATED',
      'SHARE_CREATED',
      'CONVERSATION_DELETED',
    ]);
    expect(got.every((d) => verified(d, created.secret))).toBe(true);
    expect(got.every((d) => verified(d, `${created.secret}x`))).toBe(false);
    expect(got.map((d) => d.headers['flexi-webhook-id'])).toEqual(got.map((d) => d.json.id));
    expect(got[0].json.data).toMatchObject({
      id: entry.id,
      kind: 'opening',
      conversationId: conversation.id,
    });
    expect(got[1].json.data).toMatchObject({ id: entry.id, replyStatus: 'complete' });
    expect(got[1].json.data.replyText).toEqual(expect.any(String));
    expect(got[2].json.data).toMatchObject({
      id: note.body.data?.addNote.id,
      kind: 'note',
      userText: 'A note to self',
    });
    expect(got[3].json.data).toMatchObject({ entryId: entry.id, kind: 'opening', expired: false });
    expect(got[4].json.data).toMatchObject({ id: conversation.id, projectName: 'Summer house' });
    expect(Date.parse(got[0].json.timestamp)).toBeGreaterThan(Date.now() - 60_000);

    // The receiver has its posts before the server has recorded their answers: wait for the last record.
    await until(
      'five deliveries are recorded as delivered',
      async () =>
        (await deliveries(token, created.webhook.id)).filter((d) => d.status === 'DELIVERED').length === 5,
    );
    const listed = await deliveries(token, created.webhook.id);
    expect(listed).toHaveLength(5);
    expect(listed.every((d) => d.responseCode === 200 && d.attempts === 1 && d.error === null)).toBe(true);
  });

  it("should carry a new entry's file in ENTRY_CREATED, as the API shows it", async () => {
    const { token } = await signUp(app);
    await create(token, receiver.url, ['ENTRY_CREATED']);
    const uploaded = await graphqlUpload(
      app,
      { bytes: Buffer.from('notes of the day\n'), name: 'day.txt', declaredType: 'text/plain' },
      token,
    );
    const file = uploaded.body.data!.uploadFile;

    const { entry } = await startConversation(app, token, { fileId: file.id });
    await until('the delivery arrives', () => receiver.received.length >= 1);

    // The answer shows the same file (joined once, for the event, and not read again for the answer).
    expect(entry).toMatchObject({ file: { id: file.id, fileName: 'day.txt', fileType: 'text/plain' } });

    expect(receiver.received[0].json.data).toMatchObject({
      id: entry.id,
      file: { id: file.id, fileName: 'day.txt', fileType: 'text/plain' },
    });
  });

  it('should retry after a 500, later, and deliver on the next attempt', async () => {
    const { token } = await signUp(app);
    const webhook = (await create(token, receiver.url, ['ENTRY_CREATED'])).body.data!.createWebhook.webhook;
    receiver.answers.push(500);
    await startConversation(app, token);
    await until(
      'the first attempt fails',
      async () => (await deliveries(token, webhook.id))[0]?.responseCode === 500,
    );
    const [failed] = await deliveries(token, webhook.id);
    expect(failed).toMatchObject({
      status: 'PENDING',
      responseCode: 500,
      error: 'The receiver answered 500.',
    });
    expect(Date.parse(failed.nextAttemptAt!) - Date.now()).toBeGreaterThan(5_000);
    const failing = await app.gql<{ webhooks: Array<{ failingSince: string | null }> }>(WEBHOOK, {}, token);
    expect(failing.body.data?.webhooks[0].failingSince).not.toBeNull();

    await makeDue(failed.id);
    await until(
      'the retry is delivered',
      async () => (await deliveries(token, webhook.id))[0]?.status === 'DELIVERED',
    );

    expect(await deliveries(token, webhook.id)).toEqual([
      expect.objectContaining({ attempts: 2, responseCode: 200, error: null, nextAttemptAt: null }),
    ]);
    expect(receiver.received.map((d) => d.json.id)).toEqual([failed.id, failed.id]);
    const recovered = await app.gql<{ webhooks: Array<{ failingSince: string | null }> }>(WEBHOOK, {}, token);
    expect(recovered.body.data?.webhooks[0].failingSince).toBeNull();
  });

  it('should give up an attempt after 10 seconds without an answer, and retry it', async () => {
    const { token } = await signUp(app);
    const webhook = (await create(token, receiver.url, ['ENTRY_CREATED'])).body.data!.createWebhook.webhook;
    receiver.answers.push('hang');
    await startConversation(app, token);
    await until(
      'the attempt times out',
      async () => (await deliveries(token, webhook.id))[0]?.error === 'No answer within 10 seconds.',
      20_000,
    );
    const [timedOut] = await deliveries(token, webhook.id);
    expect(timedOut).toMatchObject({ status: 'PENDING', responseCode: null, attempts: 1 });

    await makeDue(timedOut.id);
    await until(
      'the retry is delivered',
      async () => (await deliveries(token, webhook.id))[0]?.status === 'DELIVERED',
    );
  }, 45_000);

  it('should redeliver an event as a new delivery with the same body otherwise', async () => {
    const { token } = await signUp(app);
    const webhook = (await create(token, receiver.url, ['ENTRY_CREATED'])).body.data!.createWebhook.webhook;
    await startConversation(app, token);
    await until('the first delivery arrives', () => receiver.received.length === 1);
    const [original] = await deliveries(token, webhook.id);

    const again = await app.gql<{ redeliverWebhook: { id: string; status: string } }>(
      'mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id status } }',
      { id: original.id },
      token,
    );
    await until('the redelivery arrives', () => receiver.received.length === 2);

    const [first, second] = receiver.received;
    expect(again.body.data?.redeliverWebhook.id).not.toBe(original.id);
    expect(second.json.id).toBe(again.body.data?.redeliverWebhook.id);
    expect({ ...second.json, id: null }).toEqual({ ...first.json, id: null });
    expect(await deliveries(token, webhook.id)).toHaveLength(2);
  });

  it('should disable a webhook failing for 24 hours, and enable it again on request', async () => {
    const { token } = await signUp(app);
    const webhook = (await create(token, receiver.url, ['ENTRY_CREATED'])).body.data!.createWebhook.webhook;
    await directQuery(app, `UPDATE webhooks SET failing_since = now() - interval '25 hours' WHERE id = $1`, [
      webhook.id,
    ]);
    receiver.answers.push(503);
    await startConversation(app, token);
    await until('the webhook is disabled', async () => {
      const found = await app.gql<{ webhooks: Array<{ enabled: boolean }> }>(WEBHOOK, {}, token);
      return found.body.data?.webhooks[0].enabled === false;
    });
    const disabled = await app.gql<{ webhooks: unknown[] }>(WEBHOOK, {}, token);
    expect(disabled.body.data?.webhooks[0]).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const [delivery] = await deliveries(token, webhook.id);
    expectGraphqlError(
      await app.gql(
        'mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }',
        { id: delivery.id },
        token,
      ),
      { code: 'CONFLICT', message: 'This webhook is disabled. Enable it before redelivering.' },
    );

    const enabled = await app.gql<{ updateWebhook: unknown }>(
      'mutation ($id: ID!) { updateWebhook(id: $id, enabled: true) { enabled disabledReason failingSince } }',
      { id: webhook.id },
      token,
    );
    expect(enabled.body.data?.updateWebhook).toEqual({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
  });

  it("should answer another writer's webhooks and deliveries as not found", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const webhook = (await create(owner.token, receiver.url, ['ENTRY_CREATED'])).body.data!.createWebhook
      .webhook;
    await startConversation(app, owner.token);
    await until('a delivery arrives', () => receiver.received.length === 1);
    const [delivery] = await deliveries(owner.token, webhook.id);
    const notFound = { code: 'NOT_FOUND', message: 'Webhook not found' };

    expectGraphqlError(await app.gql(DELIVERIES, { id: webhook.id }, stranger.token), notFound);
    expectGraphqlError(
      await app.gql(
        'mutation ($id: ID!) { deleteWebhook(id: $id) { message } }',
        { id: webhook.id },
        stranger.token,
      ),
      notFound,
    );
    expectGraphqlError(
      await app.gql(
        'mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }',
        { id: delivery.id },
        stranger.token,
      ),
      { code: 'NOT_FOUND', message: 'Delivery not found' },
    );
    expect((await app.gql<{ webhooks: unknown[] }>(WEBHOOK, {}, stranger.token)).body.data?.webhooks).toEqual(
      [],
    );
  });

  it('should keep a writer to 10 webhooks', async () => {
    const { token } = await signUp(app);
    for (let i = 0; i < 10; i++)
      expect((await create(token, `${receiver.url}/${i}`)).body.errors).toBeUndefined();
    expectGraphqlError(await create(token), {
      code: 'CONFLICT',
      message: 'You can have at most 10 webhooks. Delete one to add another.',
    });
  });
});

describe('webhook addresses, when private addresses and http are not allowed', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it.each([
    ['http://127.0.0.1/hook', 'A webhook URL must start with https://'],
    ['ftp://example.com/hook', 'A webhook URL must start with https://'],
    ['not a url', 'Enter a webhook URL that starts with https://'],
    ['https://user:pw@example.com/hook', 'A webhook URL may not carry a user name or password.'],
    ['https://127.0.0.1/hook', /private, loopback or link-local/],
    ['https://10.1.2.3/hook', /private/],
    ['https://192.168.1.1/hook', /private/],
    ['https://169.254.169.254/latest', /link-local/],
    ['https://100.64.0.1/hook', /private/],
    ['https://0.0.0.0/hook', /private/],
    ['https://[::1]/hook', /private/],
    ['https://[fd00::1]/hook', /private/],
    ['https://[fe80::1]/hook', /private/],
    ['https://[::ffff:10.0.0.1]/hook', /private/],
    ['https://localhost/hook', /private/],
  ])('should refuse %s', async (url, message) => {
    const { token } = await signUp(app);
    expectGraphqlError(await app.gql(CREATE, { url, events: ['ENTRY_CREATED'] }, token), {
      code: 'BAD_USER_INPUT',
      message,
    });
  });

  it('should refuse a private address again at delivery, posting nothing', async () => {
    const { token, username } = await signUp(app);
    // A webhook made while private addresses were allowed (or whose name now resolves to one).
    await directQuery(
      app,
      `INSERT INTO webhooks (owner_id, url, events, secret)
       SELECT id, $2, '{ENTRY_CREATED}', 'whsec_test' FROM users WHERE username = $1`,
      [username, receiver.url.replace('http:', 'https:')],
    );
    await startConversation(app, token);
    const first = async () =>
      (await app.gql<{ webhooks: Array<{ id: string }> }>('{ webhooks { id } }', {}, token)).body.data!
        .webhooks[0];
    const webhookId = (await first()).id;
    await until('the attempt is refused', async () => {
      const found = await app.gql<{ webhookDeliveries: { items: Delivery[] } }>(
        DELIVERIES,
        { id: webhookId },
        token,
      );
      return found.body.data?.webhookDeliveries.items[0]?.error != null;
    });
    const found = await app.gql<{ webhookDeliveries: { items: Delivery[] } }>(
      DELIVERIES,
      { id: webhookId },
      token,
    );
    expect(found.body.data?.webhookDeliveries.items[0]).toMatchObject({
      status: 'PENDING',
      responseCode: null,
      error: expect.stringMatching(/private, loopback or link-local/) as unknown,
    });
    expect(receiver.received).toEqual([]);
  });
});

describe('a webhook created on one of two instances', () => {
  let redis: RedisServer;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    [redis, database, receiver] = await Promise.all([
      startRedisServer(),
      createTestDatabase(),
      startWebhookReceiver(),
    ]);
    // One database, one Redis, one secret: two instances as a balancer sees them.
    const env = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: uniqueKeyPrefix('webhooks'),
      JWT_SECRET: `webhooks-${'s'.repeat(40)}`,
      WEBHOOK_ALLOW_HTTP: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    };
    a = await startTestApp(env, { database });
    b = await startTestApp(env, { database });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await receiver?.close();
    await Promise.all([database?.drop(), redis?.stop()]);
  });

  it('should be heard of at once by the other, which had just found the writer without webhooks', async () => {
    const { token } = await signUp(a);
    const { conversation } = await startConversation(b, token);
    const addNote = (content: string) =>
      b.gql(
        'mutation ($input: AddNoteInput!) { addNote(input: $input) { id } }',
        {
          input: { conversationId: conversation.id, content },
        },
        token,
      );
    // B has looked and found no webhook (and keeps that for a few seconds)...
    await addNote('Before the webhook');

    await a.gql(CREATE, { url: receiver.url, events: ['ENTRY_CREATED'] }, token);
    // ...until A's change tells it otherwise, well within those seconds.
    await addNote('Right after it');
    await until('the note written on B arrives', () => receiver.received.length >= 1);

    expect(receiver.received.map((d) => d.json.data.userText)).toEqual(['Right after it']);
  });
});
