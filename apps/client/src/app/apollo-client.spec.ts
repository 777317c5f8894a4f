import { ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of, ReplaySubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient, isPublicOperation, lazyLink } from '@/app/apollo-client';
import { subscriptionUrl } from '@/app/subscription-link';
import { LoginDocument, ResetPasswordDocument } from '@/features/auth/graphql/auth.generated';
import { ReplyStreamDocument } from '@/features/journey/graphql/journey.generated';
import { MeDocument } from '@/features/profile/graphql/profile.generated';
import { LogoutDocument } from '@/features/session/graphql/session.generated';
import { getToken, setToken } from '@/features/session/token-storage';
import { sendsInFlight } from '@/shared/sends-in-flight';

const profile = { __typename: 'Profile', username: 'alice', email: 'a@example.com', displayName: null };
const unauthenticated = new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } });

/** A stand-in for the HTTP link: records the Authorization header of each request and answers with `result`. */
function fakeServer(result: ApolloLink.Result) {
  const authorizations: Array<string | undefined> = [];
  const link = new ApolloLink((operation) => {
    const headers = operation.getContext()['headers'] as Record<string, string> | undefined;
    authorizations.push(headers?.['Authorization']);
    return of(result);
  });
  return { link, authorizations };
}

describe(subscriptionUrl.name, () => {
  it('should use ws for an http page and wss for an https page', () => {
    expect(subscriptionUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/graphql',
    );
    expect(subscriptionUrl({ protocol: 'https:', host: 'journal.example' })).toBe(
      'wss://journal.example/graphql',
    );
  });
});

describe(lazyLink.name, () => {
  /** Runs one operation through `link` to its end; resolves with the data received, rejects on its error. */
  function run(link: ApolloLink) {
    const client = createApolloClient({ onUnauthenticated: vi.fn(), subscriptionLink: link });
    return new Promise<unknown[]>((resolve, reject) => {
      const received: unknown[] = [];
      client.subscribe({ query: ReplyStreamDocument, variables: { entryId: 'e1' } }).subscribe({
        next: (result) =>
          result.error ? reject(new Error(result.error.message)) : received.push(result.data),
        error: (error: Error) => reject(error),
        complete: () => resolve(received),
      });
    });
  }
  const chunk = { __typename: 'ReplyChunk', entryId: 'e1', text: 'Hi', status: 'complete', error: null };

  it('should load the link once, on the first operation, and pass operations to it', async () => {
    const socket = fakeServer({ data: { replyStream: chunk } });
    const load = vi.fn(() => Promise.resolve(socket.link));
    const sut = lazyLink(load);

    expect(load).not.toHaveBeenCalled();
    expect(await run(sut)).toEqual([{ replyStream: chunk }]);
    expect(await run(sut)).toEqual([{ replyStream: chunk }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should fail the operation when the link cannot be loaded, and load it again for the next one', async () => {
    const socket = fakeServer({ data: { replyStream: chunk } });
    const load = vi
      .fn<() => Promise<ApolloLink>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue(socket.link);
    const sut = lazyLink(load);

    await expect(run(sut)).rejects.toThrow('Loading chunk failed');
    expect(await run(sut)).toEqual([{ replyStream: chunk }]);
  });
});

describe(createApolloClient.name, () => {
  it('should send subscriptions over the subscription link and queries over HTTP', async () => {
    setToken('jwt-token');
    const server = fakeServer({ data: { me: profile } });
    const chunk = { __typename: 'ReplyChunk', entryId: 'e1', text: 'Hi', status: 'complete', error: null };
    const socket = fakeServer({ data: { replyStream: chunk } });
    const sut = createApolloClient({
      onUnauthenticated: vi.fn(),
      terminatingLink: server.link,
      subscriptionLink: socket.link,
    });

    await sut.query({ query: MeDocument });
    const events = await new Promise<unknown[]>((resolve) => {
      const received: unknown[] = [];
      sut.subscribe({ query: ReplyStreamDocument, variables: { entryId: 'e1' } }).subscribe({
        next: (result) => received.push(result.data),
        complete: () => resolve(received),
      });
    });

    expect(server.authorizations).toEqual(['Bearer jwt-token']);
    // The socket authenticates through its connection params, not per-operation headers.
    expect(socket.authorizations).toEqual([undefined]);
    expect(events).toEqual([{ replyStream: chunk }]);
  });

  it('should send the bearer token when one is held', async () => {
    setToken('jwt-token');
    const server = fakeServer({ data: { me: profile } });
    const sut = createApolloClient({ onUnauthenticated: vi.fn(), terminatingLink: server.link });

    await sut.query({ query: MeDocument });

    expect(server.authorizations).toEqual(['Bearer jwt-token']);
  });

  it('should send no Authorization header when no token is held', async () => {
    const server = fakeServer({ data: { me: profile } });
    const sut = createApolloClient({ onUnauthenticated: vi.fn(), terminatingLink: server.link });

    await sut.query({ query: MeDocument });

    expect(server.authorizations).toEqual([undefined]);
  });

  it('should not send the token with login', async () => {
    setToken('stale-token');
    const server = fakeServer({ data: { login: { __typename: 'AuthPayload', token: 't', message: 'ok' } } });
    const sut = createApolloClient({ onUnauthenticated: vi.fn(), terminatingLink: server.link });

    await sut.mutate({ mutation: LoginDocument, variables: { input: { username: 'a', password: 'b' } } });

    expect(server.authorizations).toEqual([undefined]);
  });

  it('should send no token with the password reset operations', async () => {
    setToken('stale-token');
    const server = fakeServer({ data: { resetPassword: { __typename: 'MessagePayload', message: 'ok' } } });
    const sut = createApolloClient({ onUnauthenticated: vi.fn(), terminatingLink: server.link });

    await sut.mutate({
      mutation: ResetPasswordDocument,
      variables: { input: { token: 't', password: 'p' } },
    });

    expect(server.authorizations).toEqual([undefined]);
    expect(isPublicOperation('RequestPasswordReset')).toBe(true);
  });

  it('should drop the token and report it when me answers UNAUTHENTICATED', async () => {
    setToken('expired-token');
    const onUnauthenticated = vi.fn();
    const server = fakeServer({ errors: [unauthenticated] });
    const sut = createApolloClient({ onUnauthenticated, terminatingLink: server.link });

    await expect(sut.query({ query: MeDocument })).rejects.toSatisfy((error) =>
      CombinedGraphQLErrors.is(error),
    );

    expect(getToken()).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('should leave the session alone when login answers UNAUTHENTICATED (wrong password)', async () => {
    setToken('kept-token');
    const onUnauthenticated = vi.fn();
    const server = fakeServer({ errors: [unauthenticated] });
    const sut = createApolloClient({ onUnauthenticated, terminatingLink: server.link });

    await expect(
      sut.mutate({ mutation: LoginDocument, variables: { input: { username: 'a', password: 'b' } } }),
    ).rejects.toThrow('Unauthorized');

    expect(getToken()).toBe('kept-token');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('should not report an expired session when Logout answers UNAUTHENTICATED (the session is ending anyway)', async () => {
    setToken('revoked-token');
    const onUnauthenticated = vi.fn();
    const server = fakeServer({ errors: [unauthenticated] });
    const sut = createApolloClient({ onUnauthenticated, terminatingLink: server.link });

    await expect(sut.mutate({ mutation: LogoutDocument })).rejects.toThrow('Unauthorized');

    expect(server.authorizations).toEqual(['Bearer revoked-token']);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('should leave the session alone on other errors', async () => {
    setToken('kept-token');
    const onUnauthenticated = vi.fn();
    const server = fakeServer({
      errors: [new GraphQLError('Boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
    });
    const sut = createApolloClient({ onUnauthenticated, terminatingLink: server.link });

    await expect(sut.query({ query: MeDocument })).rejects.toThrow('Boom');

    expect(getToken()).toBe('kept-token');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('should count a mutation as a send in flight until its answer arrives, and a query not at all', async () => {
    setToken('jwt-token');
    const answer = new ReplaySubject<ApolloLink.Result>();
    const server = new ApolloLink((operation) =>
      operation.operationName === 'Logout' ? answer : of({ data: { me: profile } }),
    );
    const sut = createApolloClient({ onUnauthenticated: vi.fn(), terminatingLink: server });

    await sut.query({ query: MeDocument });
    expect(sendsInFlight()).toBe(0);
    const logout = sut.mutate({ mutation: LogoutDocument });
    await vi.waitFor(() => expect(sendsInFlight()).toBe(1));
    answer.next({ data: { logout: { __typename: 'MessagePayload', message: 'Logged out' } } });
    answer.complete();
    await logout;

    expect(sendsInFlight()).toBe(0);
  });
});
