import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { LIMITS } from '@app/schema';
import type { GraphqlContext } from 'src/common/graphql/graphql-context';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import { FileModel } from 'src/files/dto/file.model';
import { toPage } from 'src/common/paging';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { ConversationsService } from './conversations.service';
import { RenameConversationInput } from './dto/conversation.inputs';
import { ConversationsArgs } from './dto/conversations.args';
import { ConversationModel, ConversationPage } from './dto/conversation.model';
import { EntriesArgs } from './dto/entries.args';
import { EntryModel } from './dto/entry.model';
import { EntryPresenter } from './entry.presenter';
import { TimelineLoaderRegistry } from './timeline.loaders';

@Resolver(() => ConversationModel)
export class ConversationsResolver {
  constructor(
    private readonly service: ConversationsService,
    private readonly presenter: EntryPresenter,
    private readonly loaders: TimelineLoaderRegistry,
  ) {}

  @Query(() => ConversationPage, {
    description: 'Your conversations, most recently active first, with their openings.',
  })
  async conversations(
    @CurrentUser() user: AuthUser,
    @Args() page: ConversationsArgs,
  ): Promise<ConversationPage> {
    const { items, total } = await this.service.list(user.id, page, { filter: page.filter });
    return toPage(
      items.map(({ conversation, entries }) => this.presenter.conversation(conversation, entries)),
      total,
      page.offset,
    );
  }

  @Query(() => ConversationModel, {
    description:
      'One of your conversations; its timeline (notes included) comes in pages through `entries`, newest first.',
  })
  async conversation(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The conversation id.' }) id: string,
  ): Promise<ConversationModel> {
    const { conversation, entries } = await this.service.getWithOpening(user.id, id);
    return this.presenter.conversation(conversation, entries);
  }

  @ResolveField('entries', () => [EntryModel], {
    description:
      `A page of the timeline (opening, continuations and notes), in timeline order (oldest first): the newest \`first\` entries (default ${LIMITS.entriesPageDefault}, at most ${LIMITS.entriesPageMax}) older than the entry \`before\`, or the newest ones without it. ` +
      'To walk back, pass the oldest entry you have as `before`; `entryCount` tells whether any are left. ' +
      'Batched: a list of conversations loads every page in one query.',
  })
  async entries(
    @Parent() conversation: ConversationModel,
    @Args() page: EntriesArgs,
    @CurrentUser() user: AuthUser,
    @Context() context: GraphqlContext,
  ): Promise<EntryModel[]> {
    const entries = await this.loaders
      .forRequest(context, user.id)
      .pages.load({ conversationId: conversation.id, before: page.before, first: page.first });
    return entries.map((entry) => this.presenter.entry(entry));
  }

  @ResolveField('entryCount', () => Int, {
    description:
      'How many entries the timeline holds (opening, continuations and notes): while you have fewer, older pages remain.',
  })
  entryCount(
    @Parent() conversation: ConversationModel,
    @CurrentUser() user: AuthUser,
    @Context() context: GraphqlContext,
  ): number | Promise<number> {
    return (
      conversation.knownEntryCount ?? this.loaders.forRequest(context, user.id).counts.load(conversation.id)
    );
  }

  @ResolveField('coverImage', () => FileModel, {
    nullable: true,
    description:
      'The newest picture (PNG or JPEG) an entry of the conversation carries, e.g. for a thumbnail in the journal; null when there is none. Batched like `entries`.',
  })
  async coverImage(
    @Parent() conversation: ConversationModel,
    @CurrentUser() user: AuthUser,
    @Context() context: GraphqlContext,
  ): Promise<FileModel | null> {
    const file = await this.loaders.forRequest(context, user.id).coverImages.load(conversation.id);
    return file ? this.presenter.signedFile(file) : null;
  }

  @Mutation(() => ConversationModel, { description: 'Renames a conversation in the history.' })
  async renameConversation(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The conversation and its new name.' }) input: RenameConversationInput,
  ): Promise<ConversationModel> {
    return this.presenter.conversation(await this.service.rename(user.id, input.id, input.title), []);
  }

  @Mutation(() => MessagePayload, {
    description: 'Deletes a conversation with its entries, notes, shares and files.',
  })
  async deleteConversation(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The conversation id.' }) id: string,
  ): Promise<MessagePayload> {
    await this.service.delete(user.id, id);
    return toMessagePayload(MESSAGES.conversationDeleted);
  }
}
