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
import { toRestConversation } from './mappers/conversation.rest-mapper';
import { toRestFile } from './mappers/file.rest-mapper';
import { toAnswerInputs } from './question-answers';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiProblems, PROBLEM_DESCRIPTIONS } from 'src/common/openapi/api-responses';
import { ConversationsPage, GrokResponse, ReplyFailedProblem } from './dto/conversation.response';
import { MessageResponse } from 'src/common/openapi/message.response';

const DEFAULT_REST_PAGE = 50;

/** Read leniently: a value out of range, or not a number, is brought into range. */
const pageQuery = (name: string, fallback: number) => ({
  name,
  required: false,
  schema: { type: 'integer', default: fallback },
  description: `Out of range or not a number: brought into range (limit at most ${MAX_PAGE_SIZE}).`,
});

/** The spec's conversation paths: /api/grok, /api/conversations, /api/conversation/delete. */
@ApiTags('Conversations')
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
  @ApiOperation({ summary: 'Start a conversation or continue one, and wait for the whole reply' })
  @ApiOkResponse({ type: GrokResponse })
  @ApiResponse({ status: 502, type: ReplyFailedProblem, description: PROBLEM_DESCRIPTIONS[502] })
  @ApiProblems(404, 409)
  @HttpCode(200)
  async grok(@CurrentUser() user: AuthUser, @Body() body: GrokBody): Promise<GrokResponse> {
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
    // Complete here (a failed reply threw above), so the text is there.
    return { message: entry.replyText ?? '', ...ids, file: toRestFile(this.presenter.file(entry)) };
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
  @ApiOperation({ summary: 'Your conversations with their continuations, most recently active first' })
  @ApiQuery(pageQuery('offset', 0))
  @ApiQuery(pageQuery('limit', DEFAULT_REST_PAGE))
  @ApiOkResponse({ type: ConversationsPage })
  async list(
    @CurrentUser() user: AuthUser,
    @Query('offset') offsetParam?: string,
    @Query('limit') limitParam?: string,
  ): Promise<ConversationsPage> {
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
  @ApiOperation({ summary: 'Delete a conversation with everything in it' })
  @ApiBody({ type: DeleteConversationBody })
  @ApiOkResponse({ type: MessageResponse })
  @ApiProblems(404)
  async delete(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteConversationBody,
  ): Promise<MessageResponse> {
    await this.conversations.delete(user.id, body.id);
    return { message: MESSAGES.conversationDeleted };
  }
}
