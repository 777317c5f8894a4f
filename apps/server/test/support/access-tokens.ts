import type { TestApp } from './test-app';

export const CREATE_ACCESS_TOKEN =
  'mutation ($name: String!, $scopes: [AccessScope!]!, $days: Int) { createAccessToken(name: $name, scopes: $scopes, expiresInDays: $days) { token accessToken { id name scopes createdAt lastUsedAt expiresAt expired } } }';

export interface CreatedToken {
  token: string;
  accessToken: {
    id: string;
    name: string;
    scopes: string[];
    createdAt: string;
    lastUsedAt: string | null;
    expiresAt: string | null;
    expired: boolean;
  };
}

/** Creates a personal access token with the writer's session token; fails the test when refused. */
export async function createAccessToken(
  app: Pick<TestApp, 'gql'>,
  session: string,
  scopes: Array<'READ' | 'WRITE'>,
  options: { name?: string; days?: number | null } = {},
): Promise<CreatedToken> {
  const created = await app.gql<{ createAccessToken: CreatedToken }>(
    CREATE_ACCESS_TOKEN,
    { name: options.name ?? `token ${scopes.join('+')}`, scopes, days: options.days ?? null },
    session,
  );
  const result = created.body.data?.createAccessToken;
  if (!result) throw new Error(`createAccessToken failed: ${JSON.stringify(created.body.errors)}`);
  return result;
}
