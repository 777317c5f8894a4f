import { Args, ID, Mutation, Resolver, Subscription } from '@nestjs/graphql';
import { ContinueConversationInput, StartConversationInput } from 'src/conversations/dto/conversation.inputs';
import {
  ConversationExchange,
  ConversationReplyEvent,
  ReplyChunk,
} from 'src/conversations/dto/conversation.model';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import { OpenSubscriptions } from 'src/metrics/open-subscriptions';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { type Exchange, ExchangeService } from './exchange.service';
import type { WatchedStep } from './reply-followers';
import type { ReplyEvent } from './stream/reply-stream.port';

const STREAM_ARG = {
  nullable: true,
  defaultValue: false,
  description:
    'Return as soon as your words are stored, with the reply pending, and follow it with replyStream(entryId) ' +
    '(or with conversationReplies, subscribed before sending). Without it, the mutation answers once the ' +
    'reply is complete (or failed).',
};

/** The mutations that ask for an AI reply, and the subscriptions that follow replies. */
@Resolver()
export class ExchangeResolver {
  constructor(
    private readonly exchanges: ExchangeService,
    private readonly presenter: EntryPresenter,
    private readonly subscriptions: OpenSubscriptions,
  ) {}

  @Mutation(() => ConversationExchange, {
    description: "Starts a conversation from a topic's answers and gets the reply.",
  })
  async startConversation(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'Topic, project name and answers.' }) input: StartConversationInput,
    @Args('stream', STREAM_ARG) stream: boolean,
  ): Promise<ConversationExchange> {
    return this.exchange(await this.exchanges.start(user.id, input, !stream));
  }

  @Mutation(() => ConversationExchange, {
    description: 'Adds a message (and optional file) and gets the reply.',
  })
  async continueConversation(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The conversation and the message.' }) input: ContinueConversationInput,
    @Args('stream', STREAM_ARG) stream: boolean,
  ): Promise<ConversationExchange> {
    return this.exchange(await this.exchanges.continue(user.id, input, !stream));
  }

  @Mutation(() => ConversationExchange, {
    description: 'Asks again for a reply that failed or was interrupted.',
  })
  async retryReply(
    @CurrentUser() user: AuthUser,
    @Args('entryId', { type: () => ID, description: 'The entry whose reply failed.' }) entryId: string,
    @Args('stream', STREAM_ARG) stream: boolean,
  ): Promise<ConversationExchange> {
    return this.exchange(await this.exchanges.retry(user.id, entryId, !stream));
  }

  @Mutation(() => ConversationExchange, {
    description:
      'Asks the AI again about one of your entries (an opening or a message), after you changed its words or ' +
      'for another answer: the new reply replaces the old one as it is written. A reply still being written ' +
      'answers CONFLICT; a note, which gets no reply, NOT_FOUND.',
  })
  async askAgain(
    @CurrentUser() user: AuthUser,
    @Args('entryId', { type: () => ID, description: 'The entry whose reply to replace.' }) entryId: string,
    @Args('stream', STREAM_ARG) stream: boolean,
  ): Promise<ConversationExchange> {
    return this.exchange(await this.exchanges.askAgain(user.id, entryId, !stream));
  }

  @Subscription(() => ReplyChunk, {
    description:
      'The reply of one of your entries as it is generated: first its current state, then every step, ending ' +
      'with status complete or failed. Over graphql-ws on /graphql; pass `authorization: Bearer <token>` in ' +
      'the connection params.',
    resolve: toReplyChunk,
  })
  async replyStream(
    @CurrentUser() user: AuthUser,
    @Args('entryId', { type: () => ID, description: 'The entry whose reply to follow.' }) entryId: string,
  ): Promise<AsyncIterable<ReplyEvent>> {
    return this.subscriptions.open(user.id, () => this.exchanges.follow(user.id, entryId));
  }

  @Subscription(() => ConversationReplyEvent, {
    description:
      'The replies of one of your conversations as they are generated, from the moment you subscribe: first an ' +
      'event with listening true, then every step of every reply in the conversation (a reply already under ' +
      'way from its next step; `text` is always the whole reply so far). Subscribe, wait for listening, then ' +
      'send continueConversation or retryReply with stream: the reply streams here with no further request. ' +
      'It stays open until you close it. Over graphql-ws on /graphql, like replyStream.',
    resolve: (step: WatchedStep) => ({
      listening: step.listening,
      reply: step.reply && toReplyChunk(step.reply),
    }),
  })
  async conversationReplies(
    @CurrentUser() user: AuthUser,
    @Args('conversationId', { type: () => ID, description: 'The conversation whose replies to follow.' })
    conversationId: string,
  ): Promise<AsyncIterable<WatchedStep>> {
    return this.subscriptions.open(user.id, () => this.exchanges.watch(user.id, conversationId));
  }

  private exchange({ conversation, entry, entryCount }: Exchange): ConversationExchange {
    return {
      // A start's entry is the opening; a continuation's is not, and leaves `opening` null as before.
      conversation: { ...this.presenter.conversation(conversation, [entry]), knownEntryCount: entryCount },
      entry: this.presenter.entry(entry),
    };
  }
}

/** A step as the API shows it: what the reply drew on, when the step carries it, with its dates as dates. */
function toReplyChunk(event: ReplyEvent): ReplyChunk {
  return {
    ...event,
    remembered: event.citations?.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) })) ?? null,
  };
}
