import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { EditEntryArgs } from './dto/entry-edit.args';
import { EntryModel } from './dto/entry.model';
import { EntryEditsService } from './entry-edits.service';
import { EntryPresenter } from './entry.presenter';

/** Entries the writer owns: their words changed, or the entry deleted (GraphQL only: the REST API has neither). */
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
