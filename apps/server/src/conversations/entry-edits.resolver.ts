import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { EditEntryArgs, SetEntryMoodArgs } from './dto/entry-edit.args';
import { EntryModel } from './dto/entry.model';
import { EntryEditsService } from './entry-edits.service';
import { EntryPresenter } from './entry.presenter';

/** Entries the writer owns: their words changed, their mood set, or the entry deleted (GraphQL only). */
@Resolver(() => EntryModel)
export class EntryEditsResolver {
  constructor(
    private readonly edits: EntryEditsService,
    private readonly presenter: EntryPresenter,
  ) {}

  @Mutation(() => EntryModel, {
    description:
      "Changes your words in an entry: `text` for a message or a note, `answers` for a conversation's opening " +
      '(as startConversation takes them). The same limits apply as when writing them. The entry gets `editedAt`; ' +
      'its reply stays as it was written; search, shares and exports show the new words.',
  })
  async editEntry(@CurrentUser() user: AuthUser, @Args() args: EditEntryArgs): Promise<EntryModel> {
    return this.presenter.entry(
      await this.edits.edit(user.id, args.id, { text: args.text, answers: args.answers }),
    );
  }

  @Mutation(() => EntryModel, {
    description:
      'Sets how you felt about an opening or a continuation of yours (`mood`), or clears it (null). A note has ' +
      'no mood (BAD_USER_INPUT); an entry that is not yours is NOT_FOUND.',
  })
  async setEntryMood(@CurrentUser() user: AuthUser, @Args() args: SetEntryMoodArgs): Promise<EntryModel> {
    return this.presenter.entry(await this.edits.setMood(user.id, args.entryId, args.mood ?? null));
  }

  @Mutation(() => MessagePayload, {
    description:
      'Deletes a message or a note of yours, with its reply, its file and its share link; the rest of the ' +
      "conversation keeps its order. Deleting a conversation's opening deletes the whole conversation.",
  })
  async deleteEntry(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The entry.' }) id: string,
  ): Promise<MessagePayload> {
    await this.edits.delete(user.id, id);
    return toMessagePayload(MESSAGES.entryDeleted);
  }
}
