import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from 'src/session/auth-user';
import { countWhileOpen } from 'src/metrics/count-while-open';
import { Metrics } from 'src/metrics/metrics';
import { CurrentUser } from 'src/session/current-user.decorator';
import { ConversationsService } from './conversations.service';
import { ReplyChunk } from './dto/conversation.model';
import type { ReplyEvent } from './reply-stream.port';

@Resolver(() => ReplyChunk)
export class ReplyStreamResolver {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly metrics: Metrics,
  ) {}

  @Subscription(() => ReplyChunk, {
    description:
      'The reply of one of your entries as it is generated: first its current state, then every step, ending ' +
      'with status complete or failed. Over graphql-ws on /graphql; pass `authorization: Bearer <token>` in ' +
      'the connection params.',
    resolve: (event: ReplyEvent) => event,
  })
  async replyStream(
    @CurrentUser() user: AuthUser,
    @Args('entryId', { type: () => ID, description: 'The entry whose reply to follow.' }) entryId: string,
  ): Promise<AsyncIterable<ReplyEvent>> {
    const events = await this.conversations.followReply(user.id, entryId);
    return countWhileOpen(events, this.metrics.openSubscriptions);
  }
}
