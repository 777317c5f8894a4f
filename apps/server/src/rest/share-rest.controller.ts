import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import { EntryPresenter } from 'src/conversations/entry.presenter';
import { type ShareView, ShareService } from 'src/share/share.service';
import { shareTargetOf } from 'src/share/share-target';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { ShareTargetBody } from './dto/share-target.body';
import { RestConversation, toRestConversation } from './mappers/conversation.rest-mapper';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from 'src/common/openapi/api-responses';
import { ShareLinkResponse, SharedContinuation, SharedNote } from './dto/conversation.response';
import { MessageResponse } from 'src/common/openapi/message.response';

// A path index is digits only: anything else names no continuation.
const INDEX_PATTERN = /^\d{1,7}$/;

/** The spec's share paths: marking entries, and reading them by link (any logged-in user). */
@ApiTags('Sharing')
@Controller('api/share')
export class ShareRestController {
  constructor(
    private readonly shares: ShareService,
    private readonly presenter: EntryPresenter,
  ) {}

  /** `{}` shares the opening, `{ continuationIndex }` a continuation, `{ noteId }` a note. */
  @Post('mark/:conversationId')
  @ApiOperation({ summary: 'Share the opening, a continuation or a note by link' })
  @ApiOkResponse({ type: ShareLinkResponse })
  @ApiProblems(404)
  @HttpCode(200)
  async mark(
    @CurrentUser() user: AuthUser,
    @Param('conversationId') conversationId: string,
    @Body() body: ShareTargetBody,
  ): Promise<ShareLinkResponse> {
    const target = shareTargetOf(body.continuationIndex, body.noteId);
    const view = await this.shares.shareTarget(user.id, conversationId, target, {
      expiresInDays: body.expiresInDays,
    });
    return { message: MESSAGES.postShared, url: view.url };
  }

  @Delete('mark/:conversationId')
  @ApiOperation({ summary: 'Revoke a share link' })
  @ApiBody({ type: ShareTargetBody })
  @ApiOkResponse({ type: MessageResponse })
  @ApiProblems(404)
  async unmark(
    @CurrentUser() user: AuthUser,
    @Param('conversationId') conversationId: string,
    @Body() body: ShareTargetBody,
  ): Promise<MessageResponse> {
    await this.shares.shareTarget(
      user.id,
      conversationId,
      shareTargetOf(body.continuationIndex, body.noteId),
      null,
    );
    return { message: MESSAGES.postUnshared };
  }

  /** The shared opening: prompt, response and file; `continuations` is empty (they are shared one by one). */
  @Get('post/:postId')
  @ApiOperation({ summary: 'A shared opening (any logged-in user with the link)' })
  @ApiOkResponse({ type: RestConversation })
  @ApiProblems(404)
  async post(@CurrentUser() user: AuthUser, @Param('postId') postId: string): Promise<RestConversation> {
    const view = await this.shares.view(user.id, postId, { kind: 'opening' });
    return toRestConversation(view.conversation, [view.entry], (e) => this.presenter.file(e));
  }

  @Get('post/:postId/:index')
  @ApiOperation({ summary: 'A shared continuation' })
  @ApiOkResponse({ type: SharedContinuation })
  @ApiProblems(404)
  async continuation(
    @CurrentUser() user: AuthUser,
    @Param('postId') postId: string,
    @Param('index') index: string,
  ): Promise<SharedContinuation> {
    const position = INDEX_PATTERN.test(index) ? Number(index) : -1;
    const view = await this.shares.view(user.id, postId, { kind: 'continuation', index: position });
    return this.toRestContinuation(view, position);
  }

  @Get('post/:postId/note/:noteId')
  @ApiOperation({ summary: 'A shared note' })
  @ApiOkResponse({ type: SharedNote })
  @ApiProblems(404)
  async note(
    @CurrentUser() user: AuthUser,
    @Param('postId') postId: string,
    @Param('noteId') noteId: string,
  ): Promise<SharedNote> {
    const { conversation, entry } = await this.shares.view(user.id, postId, { kind: 'note', noteId });
    return {
      _id: conversation.id,
      noteId: entry.id,
      projectName: conversation.projectName,
      prompt: entry.userText,
      response: null,
      file: null,
      timestamp: entry.createdAt.toISOString(),
      continuations: [],
    };
  }

  private toRestContinuation({ conversation, entry }: ShareView, index: number): SharedContinuation {
    const { continuations, ...post } = toRestConversation(conversation, [entry], (e) =>
      this.presenter.file(e),
    );
    return {
      ...post,
      prompt: null,
      response: null,
      file: null,
      timestamp: entry.createdAt.toISOString(),
      orderIndex: entry.orderIndex,
      replyStatus: entry.replyStatus,
      continuationIndex: index,
      // Only the shared one, at its own position: the spec's client reads `continuations[index]`.
      continuations: [...Array<null>(index).fill(null), continuations[0]],
    };
  }
}
