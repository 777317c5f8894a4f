import { LIMITS, VALIDATION_MESSAGES, findTopic, listEnabledTopics } from '@app/schema';
import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppConfigService } from 'src/app-config/app-config.service';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MAX_OFFSET, MAX_PAGE_SIZE } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import { ConversationsService, type Exchange } from 'src/conversations/conversations.service';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { IdBody } from './dto/conversation-ref.body';
import { GrokBody } from './dto/grok.body';
import { type RestConversation, toRestConversation, toRestFile } from './journal-rest.mapper';
import { toAnswerInputs } from './question-answers';

const DEFAULT_REST_PAGE = 50;

/** The spec's conversation paths: /api/grok, /api/conversations, /api/conversation/delete. */
@Controller('api')
export class ConversationsRestController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly presenter: EntryPresenter,
    private readonly appConfig: AppConfigService,
  ) {}

  /**
   * Starts or continues a conversation and answers with the whole reply. When the AI fails the user's words
   * are already stored: the answer is 502 with the reason and the ids needed to retry.
   */
  @Post('grok')
  @HttpCode(200)
  async grok(
    @CurrentUser() user: AuthUser,
    @Body() body: GrokBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const exchange = body.conversationId
      ? await this.conversations.continue(
          user.id,
          { conversationId: body.conversationId, message: body.message ?? '', fileId: body.fileId },
          true,
        )
      : await this.start(user.id, body);
    const { conversation, entry } = exchange;
    const ids = { conversationId: conversation.id, entryId: entry.id, orderIndex: entry.orderIndex };
    if (entry.replyStatus === 'failed') {
      void reply.status(502);
      return { message: entry.replyError ?? MESSAGES.internal, code: 'REPLY_FAILED', ...ids };
    }
    return { message: entry.replyText, ...ids, file: toRestFile(this.presenter.file(entry)) };
  }

  private start(userId: string, body: GrokBody): Promise<Exchange> {
    const enabled = listEnabledTopics(this.appConfig.features);
    // As the spec's client does: with a single topic there is nothing to choose.
    const topic = body.topic
      ? findTopic(this.appConfig.features, body.topic)
      : enabled.length === 1
        ? enabled[0]
        : undefined;
    if (!topic?.enabled)
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.memoryTypeRequired);
    const projectName = body.projectName?.trim() ?? '';
    if (!projectName)
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.projectNameRequired);
    if (projectName.length > LIMITS.projectNameMax) {
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.projectNameTooLong);
    }
    const answers = toAnswerInputs(topic, body.questionAnswers);
    if (answers.some((a) => a.answer.length > LIMITS.answerMax)) {
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.answerTooLong);
    }
    return this.conversations.start(
      userId,
      { topic: topic.key, projectName, answers, fileId: body.fileId },
      true,
    );
  }

  /** The user's conversations with their continuations, most recently active first; bounded pages. */
  @Get('conversations')
  async list(
    @CurrentUser() user: AuthUser,
    @Query('offset') offsetParam?: string,
    @Query('limit') limitParam?: string,
  ): Promise<{ conversations: RestConversation[]; total: number; hasMore: boolean; message: string }> {
    const offset = Math.min(MAX_OFFSET, Math.max(0, Number.parseInt(offsetParam ?? '0', 10) || 0));
    const limit = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, Number.parseInt(limitParam ?? '', 10) || DEFAULT_REST_PAGE),
    );
    const page = await this.conversations.list(user.id, offset, limit, true);
    return {
      conversations: page.items.map(({ conversation, entries }) =>
        toRestConversation(conversation, entries, (e) => this.presenter.file(e)),
      ),
      total: page.total,
      hasMore: offset + page.items.length < page.total,
      message: MESSAGES.conversationsLoaded,
    };
  }

  @Delete('conversation/delete')
  async delete(@CurrentUser() user: AuthUser, @Body() body: IdBody): Promise<{ message: string }> {
    await this.conversations.delete(user.id, body.id);
    return { message: MESSAGES.conversationDeleted };
  }
}
