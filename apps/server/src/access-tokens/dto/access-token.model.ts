import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { AccessTokenEntity } from 'src/access-tokens/access-token.entity';
import type { AccessScope } from 'src/session/auth-user';

export enum AccessScopeValue {
  READ = 'READ',
  WRITE = 'WRITE',
}

registerEnumType(AccessScopeValue, {
  name: 'AccessScope',
  description: 'What an access token may do.',
  valuesMap: {
    READ: { description: 'Run queries and subscriptions, and REST GETs (file downloads included).' },
    WRITE: {
      description: 'Also run every mutation and every REST call that changes data. Always comes with READ.',
    },
  },
});

@ObjectType('AccessToken', {
  description:
    'A personal access token, for an integration to call the API as you: sent as `Authorization: Bearer flexi_pat_…`. The token itself is shown only once, when it is created.',
})
export class AccessTokenModel {
  @Field(() => ID, { description: 'The token (not its secret): what revokeAccessToken takes.' })
  id: string;

  @Field({ description: 'The name you gave it, to tell your tokens apart.' })
  name: string;

  @Field(() => [AccessScopeValue], { description: 'What it may do: [READ] or [READ, WRITE].' })
  scopes: AccessScope[];

  @Field({ description: 'When it was created.' })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was last used, to the minute; null when it has never been used.',
  })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it stops working; null when it never expires.' })
  expiresAt: Date | null;

  @Field({ description: 'Whether it has expired (it then answers "Invalid or expired token").' })
  expired: boolean;
}

@ObjectType('AccessTokenPage', { description: 'A page of your access tokens, newest first.' })
export class AccessTokenPage {
  @Field(() => [AccessTokenModel], { description: 'The tokens of this page.' })
  items: AccessTokenModel[];

  @Field(() => Int, { description: 'How many tokens you have (expired ones included).' })
  total: number;

  @Field({ description: 'Whether more follow this page.' })
  hasMore: boolean;
}

@ObjectType('CreatedAccessToken', { description: 'A new access token, with its secret, shown this once.' })
export class CreatedAccessToken {
  @Field({
    description:
      'The token to send as `Authorization: Bearer …`. Copy it now: only its hash is kept, so it cannot be shown again.',
  })
  token: string;

  @Field(() => AccessTokenModel, { description: 'The token as accessTokens lists it.' })
  accessToken: AccessTokenModel;
}

const MINUTE_MS = 60_000;

/** "Last used" to the minute: it is written at most once a minute, so finer would be false precision. */
export function toAccessTokenModel(token: AccessTokenEntity, now = new Date()): AccessTokenModel {
  return {
    id: token.id,
    name: token.name,
    scopes: token.scopes,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt
      ? new Date(Math.floor(token.lastUsedAt.getTime() / MINUTE_MS) * MINUTE_MS)
      : null,
    expiresAt: token.expiresAt,
    expired: token.expiresAt !== null && token.expiresAt.getTime() <= now.getTime(),
  };
}
