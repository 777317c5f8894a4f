import { LIMITS } from '@app/schema';
import { MESSAGES } from 'src/common/messages';
import { isShareLive } from 'src/conversations/entry-share';
import { SHARE_IS_LIVE_SQL } from 'src/share/share-link.sql';
import { directQuery } from './support/direct-sql';
import { expectGraphqlError, expectRestError } from './support/expect-errors';
import { startConversation } from './support/journal-client';
import { signUp, startTestApp, type TestApp } from './support/test-app';

const SHARE_ENTRY = /* GraphQL */ `
  mutation ($entryId: ID!, $expiresInDays: Int) {
    shareEntry(entryId: $entryId, expiresInDays: $expiresInDays) {
      entryId
      sharedAt
      expiresAt
      expired
    }
  }
`;
const MY_SHARES = '{ myShares { total items { entryId expiresAt expired } } }';
const SHARED_OPENING = /* GraphQL */ `
  query ($conversationId: ID!) {
    sharedEntry(conversationId: $conversationId) {
      entry {
        id
        shared
      }
      mine
    }
  }
`;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ShareLink {
  entryId: string;
  sharedAt: string;
  expiresAt: string | null;
  expired: boolean;
}

const EXPIRED = { status: 404, code: 'SHARE_EXPIRED', message: MESSAGES.shareExpired };
const NOT_SHARED = { status: 404, code: 'SHARED_POST_NOT_FOUND', message: MESSAGES.sharedPostNotFound };
const REVOKED = { status: 404, code: 'SHARE_REVOKED', message: MESSAGES.shareRevoked };

describe('Share links with an expiry (shareEntry expiresInDays, myShares, unshareEntry)', () => {
  let app: TestApp;
  let owner: string;
  let viewer: string;

  const share = (entryId: string, expiresInDays?: number | null) =>
    app.gql<{ shareEntry: ShareLink }>(SHARE_ENTRY, { entryId, expiresInDays }, owner);
  const viewAs = (token: string, conversationId: string) =>
    app.gql<{ sharedEntry: { entry: { id: string; shared: boolean }; mine: boolean } }>(
      SHARED_OPENING,
      { conversationId },
      token,
    );
  /** Moves a share's expiry into the past, as time would. */
  const expire = (entryId: string) =>
    directQuery(app, `UPDATE entries SET share_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      entryId,
    ]);
  const shareState = async (entryId: string) =>
    (
      await directQuery<{ shared_at: Date | null; share_expires_at: Date | null }>(
        app,
        'SELECT shared_at, share_expires_at FROM entries WHERE id = $1',
        [entryId],
      )
    )[0];

  beforeAll(async () => {
    app = await startTestApp();
    owner = (await signUp(app)).token;
    viewer = (await signUp(app)).token;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should share without an expiry when none is given, and the link never expires', async () => {
    const { conversation, entry } = await startConversation(app, owner);

    const shared = await share(entry.id);

    expect(shared.body.data?.shareEntry).toMatchObject({
      entryId: entry.id,
      expiresAt: null,
      expired: false,
    });
    expect((await viewAs(viewer, conversation.id)).body.data?.sharedEntry.entry.id).toBe(entry.id);
  });

  it('should set the expiry the given number of days ahead and list it in myShares', async () => {
    const { entry } = await startConversation(app, owner);
    const before = Date.now();

    const shared = (await share(entry.id, 7)).body.data?.shareEntry;

    const expiresAt = Date.parse(shared?.expiresAt ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
    const mine = await app.gql<{ myShares: { items: Array<Omit<ShareLink, 'sharedAt'>> } }>(
      MY_SHARES,
      {},
      owner,
    );
    expect(mine.body.data?.myShares.items).toContainEqual({
      entryId: entry.id,
      expiresAt: shared?.expiresAt,
      expired: false,
    });
  });

  it('should tell another user the link has expired, on both transports, while the owner still sees it', async () => {
    const { conversation, entry } = await startConversation(app, owner);
    await share(entry.id, 1);
    await expire(entry.id);

    expectGraphqlError(await viewAs(viewer, conversation.id), {
      code: 'NOT_FOUND',
      message: MESSAGES.shareExpired,
    });
    expect((await viewAs(viewer, conversation.id)).body.errors?.[0]?.extensions?.reason).toBe(
      'SHARE_EXPIRED',
    );
    expectRestError(await app.rest('GET', `/api/share/post/${conversation.id}`, undefined, viewer), EXPIRED);
    const own = (await viewAs(owner, conversation.id)).body.data?.sharedEntry;
    expect(own).toEqual({ entry: { id: entry.id, shared: false }, mine: true });
    const mine = await app.gql<{ myShares: { items: Array<Omit<ShareLink, 'sharedAt'>> } }>(
      MY_SHARES,
      {},
      owner,
    );
    expect(mine.body.data?.myShares.items.find((item) => item.entryId === entry.id)?.expired).toBe(true);
  });

  it('should renew an expired link when it is shared again, with a new share time', async () => {
    const { conversation, entry } = await startConversation(app, owner);
    const first = (await share(entry.id, 1)).body.data?.shareEntry;
    await expire(entry.id);

    const again = (await share(entry.id, 30)).body.data?.shareEntry;

    expect(again?.expired).toBe(false);
    expect(Date.parse(again?.sharedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(first?.sharedAt ?? ''));
    expect((await viewAs(viewer, conversation.id)).body.data?.sharedEntry.entry.shared).toBe(true);
  });

  it('should keep the share time but take the new expiry when a live link is shared again', async () => {
    const { entry } = await startConversation(app, owner);
    const first = (await share(entry.id, 1)).body.data?.shareEntry;

    const again = (await share(entry.id, 30)).body.data?.shareEntry;

    expect(again?.sharedAt).toBe(first?.sharedAt);
    expect(Date.parse(again?.expiresAt ?? '')).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it("should keep a live link's expiry when it is shared again without expiresInDays", async () => {
    const { conversation, entry } = await startConversation(app, owner);
    const first = (await share(entry.id, 7)).body.data?.shareEntry;

    const again = (await share(entry.id)).body.data?.shareEntry;
    const marked = await app.rest('POST', `/api/share/mark/${conversation.id}`, {}, owner);

    expect(again).toEqual(first);
    expect(marked.status).toBe(200);
    expect((await shareState(entry.id)).share_expires_at?.toISOString()).toBe(first?.expiresAt);
  });

  it('should make a live link never expire when expiresInDays is null, on both transports', async () => {
    const { conversation, entry } = await startConversation(app, owner);
    await share(entry.id, 7);

    const again = (await share(entry.id, null)).body.data?.shareEntry;

    expect(again?.expiresAt).toBeNull();
    await share(entry.id, 7);
    const marked = await app.rest(
      'POST',
      `/api/share/mark/${conversation.id}`,
      { expiresInDays: null },
      owner,
    );
    expect(marked.status).toBe(200);
    expect((await shareState(entry.id)).share_expires_at).toBeNull();
  });

  it('should renew an expired link without an expiry when it is shared again without expiresInDays', async () => {
    const { conversation, entry } = await startConversation(app, owner);
    await share(entry.id, 1);
    await expire(entry.id);

    const again = (await share(entry.id)).body.data?.shareEntry;

    expect(again).toMatchObject({ expiresAt: null, expired: false });
    expect((await viewAs(viewer, conversation.id)).body.data?.sharedEntry.entry.shared).toBe(true);
  });

  it('should tell another user a revoked link was revoked (not expired), on both transports, and clear its expiry', async () => {
    const { conversation, entry } = await startConversation(app, owner);
    await share(entry.id, 3);

    await app.gql('mutation ($id: ID!) { unshareEntry(entryId: $id) { message } }', { id: entry.id }, owner);

    expectRestError(await app.rest('GET', `/api/share/post/${conversation.id}`, undefined, viewer), REVOKED);
    expectGraphqlError(await viewAs(viewer, conversation.id), {
      code: 'NOT_FOUND',
      message: MESSAGES.shareRevoked,
    });
    expect((await viewAs(viewer, conversation.id)).body.errors?.[0]?.extensions?.reason).toBe(
      'SHARE_REVOKED',
    );
    expect(await shareState(entry.id)).toEqual({ shared_at: null, share_expires_at: null });
    // The owner still sees their own entry through the link.
    expect((await viewAs(owner, conversation.id)).body.data?.sharedEntry).toMatchObject({ mine: true });
  });

  it('should answer an entry never shared as not found, even after an unshare, and a revoked one shared again as shared', async () => {
    const never = await startConversation(app, owner);
    await app.gql(
      'mutation ($id: ID!) { unshareEntry(entryId: $id) { message } }',
      { id: never.entry.id },
      owner,
    );
    expectRestError(
      await app.rest('GET', `/api/share/post/${never.conversation.id}`, undefined, viewer),
      NOT_SHARED,
    );

    const { conversation, entry } = await startConversation(app, owner);
    await share(entry.id, null);
    await app.gql('mutation ($id: ID!) { unshareEntry(entryId: $id) { message } }', { id: entry.id }, owner);
    await share(entry.id, null);

    expect((await viewAs(viewer, conversation.id)).body.data?.sharedEntry).toMatchObject({ mine: false });
  });

  it('should set an expiry through the spec path POST /api/share/mark/{id} too', async () => {
    const { conversation, entry } = await startConversation(app, owner);

    const marked = await app.rest('POST', `/api/share/mark/${conversation.id}`, { expiresInDays: 2 }, owner);

    expect(marked.status).toBe(200);
    const state = await shareState(entry.id);
    expect(state.share_expires_at?.getTime()).toBeGreaterThan(Date.now() + DAY_MS);
  });

  it.each([0, -1, LIMITS.shareExpiryDaysMax + 1, 1.5])(
    'should refuse expiresInDays %p with the rule text and share nothing',
    async (days) => {
      const { conversation, entry } = await startConversation(app, owner);

      const shared = await share(entry.id, days);
      const marked = await app.rest(
        'POST',
        `/api/share/mark/${conversation.id}`,
        { expiresInDays: days },
        owner,
      );

      // 1.5 is no Int: GraphQL refuses it before our rule, with its own text.
      if (Number.isInteger(days))
        expectGraphqlError(shared, { code: 'BAD_USER_INPUT', message: MESSAGES.shareExpiryRule });
      else expect(shared.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expectRestError(marked, { status: 400, code: 'VALIDATION_FAILED', message: MESSAGES.shareExpiryRule });
      expect(await shareState(entry.id)).toEqual({ shared_at: null, share_expires_at: null });
    },
  );

  it('should judge a link live in SQL exactly as isShareLive does for an entry already read', async () => {
    const now = Date.now();
    const [yesterday, inAMinute, aMinuteAgo] = [now - DAY_MS, now + 60_000, now - 60_000].map(
      (t) => new Date(t),
    );
    const states: Array<{ sharedAt: Date | null; shareExpiresAt: Date | null }> = [
      { sharedAt: null, shareExpiresAt: null },
      { sharedAt: null, shareExpiresAt: inAMinute },
      { sharedAt: yesterday, shareExpiresAt: null },
      { sharedAt: yesterday, shareExpiresAt: inAMinute },
      { sharedAt: yesterday, shareExpiresAt: aMinuteAgo },
    ];

    const rows = await directQuery<{ live: boolean }>(
      app,
      `SELECT ${SHARE_IS_LIVE_SQL} AS live
       FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY AS entries(shared_at, share_expires_at, n)
       ORDER BY n`,
      [states.map((state) => state.sharedAt), states.map((state) => state.shareExpiresAt)],
    );

    expect(rows.map((row) => row.live)).toEqual(states.map((state) => isShareLive(state)));
    expect(rows.map((row) => row.live)).toEqual([false, false, true, true, false]);
  });
});
