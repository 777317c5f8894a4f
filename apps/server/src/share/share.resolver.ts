import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { PageArgs } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import { toPage } from 'src/common/paging';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { UsersService } from 'src/users/users.service';
import { ShareEntryArgs, SharedEntryArgs } from './dto/share.args';
import { toShareLink, toTargetFields } from './dto/share-link.mapper';
import { ShareLinkModel, SharePage, SharedPostModel } from './dto/share.models';
import { ShareService } from './share.service';
import { shareTargetOf } from './share-target';

const ENTRY_ID_ARG = {
  type: () => ID,
  description: 'One of your entries: an opening, a continuation or a note.',
};

@Resolver(() => ShareLinkModel)
export class ShareResolver {
  constructor(
    private readonly shares: ShareService,
    private readonly presenter: EntryPresenter,
    private readonly users: UsersService,
  ) {}

  @Mutation(() => ShareLinkModel, {
    description:
      'Shares one of your entries by link: any logged-in user with the link can read that entry, and nothing else of the conversation.',
  })
  async shareEntry(@CurrentUser() user: AuthUser, @Args() args: ShareEntryArgs): Promise<ShareLinkModel> {
    const { entryId, expiresInDays } = args;
    return toShareLink(await this.shares.shareEntry(user.id, entryId, { expiresInDays }));
  }

  @Mutation(() => MessagePayload, {
    description: 'Stops sharing one of your entries: its link then finds nothing.',
  })
  async unshareEntry(
    @CurrentUser() user: AuthUser,
    @Args('entryId', ENTRY_ID_ARG) entryId: string,
  ): Promise<MessagePayload> {
    await this.shares.shareEntry(user.id, entryId, null);
    return toMessagePayload(MESSAGES.postUnshared);
  }

  @Query(() => SharePage, { description: 'The entries you share, most recently shared first.' })
  async myShares(@CurrentUser() user: AuthUser, @Args() page: PageArgs): Promise<SharePage> {
    const { items, total } = await this.shares.listMine(user.id, page.offset, page.limit);
    return toPage(items.map(toShareLink), total, page.offset);
  }

  @Query(() => SharedPostModel, {
    description:
      'What a share link shows: the opening of a conversation, one continuation (continuationIndex) or one note (noteId). Anything not shared answers NOT_FOUND, except to its owner.',
  })
  async sharedEntry(@CurrentUser() user: AuthUser, @Args() args: SharedEntryArgs): Promise<SharedPostModel> {
    const target = shareTargetOf(args.continuationIndex, args.noteId);
    const view = await this.shares.view(user.id, args.conversationId, target);
    return {
      ...toTargetFields(view),
      projectName: view.conversation.projectName,
      // A link shares the words, not how the writer felt about them: the mood stays the owner's alone.
      entry: this.presenter.entry(view.mine ? view.entry : { ...view.entry, mood: null }),
      url: view.url,
      mine: view.mine,
      // Never the username: a viewer learns the name the writer chose to show, or none.
      authorName: (await this.users.getProfile(view.entry.ownerId)).displayName,
    };
  }
}
