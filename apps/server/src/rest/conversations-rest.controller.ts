import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { DomainError } from 'src/common/errors/domain-error';
import { MAX_OFFSET, MAX_PAGE_SIZE } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import { toPage } from 'src/common/paging';
import { ConversationErrorCode } from 'src/conversations/conversations.errors';
import { ConversationsService } from 'src/conversations/conversations.service';
import type { StartConversationInput } from 'src/conversations/dto/conversation.inputs';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import { ExchangeService } from 'src/replies/exchange.service';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { DeleteConversationBody } from './dto/delete-conversation.body';
import { GrokBody } from './dto/grok.body';
import { type RestConversation, toRestConversation } from './mappers/conversation.rest-mapper';
import { toRestFile } from './mappers/file.rest-mapper';
import { toAnswerInputs } from './question-answers';

const DEFAULT_REST_PAGE = 50;

/** The spec's conversation paths: /api/grok, /api/conversations, /api/conversation/delete. */
@Controller('api')
export class ConversationsRestController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly exchanges: ExchangeService,
    private readonly presenter: EntryPresenter,
  ) {}

  /**
   * Starts or continues a conversation and answers with the whole reply. When the AI fails the user's words
   * are already stored: the answer is 502 (REPLY_FAILED) with the reason and the ids needed to retry.
   */
  @Post('grok')
  @HttpCode(200)
  async grok(@CurrentUser() user: AuthUser, @Body() body: GrokBody) {
    const { fileId } = body;
    const { conversation, entry } = body.conversationId
      ? await this.exchanges.continue(
          user.id,
          { conversationId: body.conversationId, message: body.message ?? '', fileId },
          true,
        )
      : await this.exchanges.start(user.id, this.startInput(body), true);
    const ids = { conversationId: conversation.id, entryId: entry.id, orderIndex: entry.orderIndex };
    if (entry.replyStatus === 'failed') {
      throw new DomainError(ConversationErrorCode.ReplyFailed, entry.replyError ?? MESSAGES.internal, ids);
    }
    return { message: entry.replyText, ...ids, file: toRestFile(this.presenter.file(entry)) };
  }

  /** The spec's start body as the service's input: answers keyed by question text become question ids. */
  private startInput(body: GrokBody): StartConversationInput {
    const topic = this.conversations.enabledTopic(body.topic);
    return {
      topic: topic.key,
      projectName: body.projectName ?? '',
      answers: toAnswerInputs(topic, body.questionAnswers),
      fileId: body.fileId,
    };
  }

  /** The user's conversations with their continuations, most recently active first; bounded pages. */
  @Get('conversations')
  async list(
    @CurrentUser() user: AuthUser,
    @Query('offset') offsetParam?: string,
    @Query('limit') limitParam?: string,
  ): Promise<{ conversations: RestConversation[]; total: number; hasMore: boolean; message: string }> {
    // A lenient reading of the query string, as before: anything out of range is brought into it.
    const offset = Math.min(MAX_OFFSET, Math.max(0, Math.trunc(Number(offsetParam ?? 0)) || 0));
    const limit = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, Number.parseInt(limitParam ?? '', 10) || DEFAULT_REST_PAGE),
    );
    const found = await this.conversations.list(user.id, { offset, limit }, { withTimeline: true });
    const { items, total, hasMore } = toPage(
      found.items.map(({ conversation, entries }) =>
        toRestConversation(conversation, entries, (e) => this.presenter.file(e)),
      ),
      found.total,
      offset,
    );
    return { conversations: items, total, hasMore, message: MESSAGES.conversationsLoaded };
  }

  @Delete('conversation/delete')
  async delete(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteConversationBody,
  ): Promise<{ message: string }> {
    await this.conversations.delete(user.id, body.id);
    return { message: MESSAGES.conversationDeleted };
  }
}
