import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { PageArgs } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { SessionOnly } from 'src/session/session-only.decorator';
import { AccessTokensService } from './access-tokens.service';
import {
  AccessTokenModel,
  AccessTokenPage,
  CreatedAccessToken,
  toAccessTokenModel,
} from './dto/access-token.model';
import { CreateAccessTokenArgs } from './dto/create-access-token.args';

// Tokens are managed from the writer's own session only: a token that could make tokens could outlive its revocation.
@Resolver(() => AccessTokenModel)
export class AccessTokensResolver {
  constructor(private readonly service: AccessTokensService) {}

  @SessionOnly()
  @Mutation(() => CreatedAccessToken, {
    description:
      'Creates a personal access token for an integration (at most 50; needs your signed-in session, not a token). The answer carries the token this once: only its hash is kept.',
  })
  async createAccessToken(
    @CurrentUser() user: AuthUser,
    @Args() args: CreateAccessTokenArgs,
  ): Promise<CreatedAccessToken> {
    const { secret, token } = await this.service.create(user.id, args);
    return { token: secret, accessToken: toAccessTokenModel(token) };
  }

  @SessionOnly()
  @Query(() => AccessTokenPage, {
    description: 'Your access tokens, newest first, expired ones included (needs your signed-in session).',
  })
  async accessTokens(@CurrentUser() user: AuthUser, @Args() page: PageArgs): Promise<AccessTokenPage> {
    const [items, total] = await this.service.page(user.id, page.offset, page.limit);
    return {
      items: items.map((token) => toAccessTokenModel(token)),
      total,
      hasMore: page.offset + items.length < total,
    };
  }

  @SessionOnly()
  @Mutation(() => MessagePayload, {
    description:
      'Revokes one of your access tokens: it stops working at once, on every server instance (needs your signed-in session).',
  })
  async revokeAccessToken(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The token (AccessToken.id).' }) id: string,
  ): Promise<MessagePayload> {
    await this.service.revoke(user.id, id);
    return toMessagePayload(MESSAGES.accessTokenRevoked);
  }
}
