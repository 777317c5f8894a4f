import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PageArgs } from 'src/common/graphql/page.args';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { ConversationsService } from './conversations.service';
import { AddNoteInput } from './dto/conversation.inputs';
import { EntryModel } from './dto/entry.model';
import { EntryPresenter } from './entry.presenter';

@Resolver(() => EntryModel)
export class NotesResolver {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly presenter: EntryPresenter,
  ) {}

  @Query(() => [EntryModel], {
    description: 'The notes to self of one of your conversations, in order (paged).',
  })
  async notes(
    @CurrentUser() user: AuthUser,
    @Args('conversationId', { type: () => ID, description: 'The conversation id.' }) conversationId: string,
    @Args() page: PageArgs,
  ): Promise<EntryModel[]> {
    const notes = await this.conversations.listNotes(user.id, conversationId, page);
    return notes.map((e) => this.presenter.entry(e));
  }

  @Mutation(() => EntryModel, {
    description: 'Adds a note to self: it gets no reply and the AI never sees it.',
  })
  async addNote(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The conversation and the note.' }) input: AddNoteInput,
  ): Promise<EntryModel> {
    return this.presenter.entry(
      await this.conversations.addNote(user.id, input.conversationId, input.content),
    );
  }
}
