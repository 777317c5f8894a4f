import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from 'src/common/errors/domain-error';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { MESSAGES } from 'src/common/messages';
import { Public } from 'src/common/public.decorator';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import type { ScheduledMailKind } from './mail-jobs';
import { RemindersRepository } from './reminders.repository';
import { UnsubscribeSigner } from './unsubscribe-signer';
import { escapeHtml } from 'src/mail/escape-html';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from 'src/common/openapi/api-responses';
import { MessageResponse } from 'src/common/openapi/message.response';

const STOPPED: Record<ScheduledMailKind, string> = {
  reminder: 'writing reminders',
  digest: 'review digests',
};

/**
 * The one-click unsubscribe link of every scheduled mail (RFC 8058). Public: the signed token is the
 * credential, so it works from any mail client without logging in. POST is the mail client's own one-click
 * request (`List-Unsubscribe-Post`); GET is the writer following the link, answered with a short page. Both
 * stop that kind of mail; doing it again changes nothing. A wrong token answers "not found" and changes nothing.
 */
@ApiTags('Mail')
@ApiQuery({
  name: 'token',
  required: true,
  schema: { type: 'string' },
  description: 'The signed token of the link.',
})
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly signer: UnsubscribeSigner,
    private readonly reminders: RemindersRepository,
    private readonly whiteLabel: WhiteLabelService,
  ) {}

  @Public()
  @Post()
  @ApiOperation({ summary: "A mail client's one-click unsubscribe (RFC 8058)" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiProblems(404)
  @HttpCode(200)
  async oneClick(@Query('token') token: unknown): Promise<MessageResponse> {
    const kind = await this.stop(token);
    return { message: MESSAGES.unsubscribed(STOPPED[kind]) };
  }

  @Public()
  @Get()
  @ApiOperation({ summary: 'Unsubscribe by following the link in a mail: a short page' })
  @ApiProduces('text/html')
  @ApiOkResponse({
    description: 'A page saying so.',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiProblems(404)
  async page(
    @Query('token') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const kind = await this.stop(token);
    const appName = escapeHtml(this.whiteLabel.site.appName);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return [
      '<!doctype html><html lang="en"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${appName}: unsubscribed</title></head>`,
      '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">',
      `<h1>${escapeHtml(MESSAGES.unsubscribed(STOPPED[kind]))}</h1>`,
      `<p>You can turn them on again in ${appName}, under Profile.</p>`,
      '</body></html>',
    ].join('\n');
  }

  private async stop(token: unknown): Promise<ScheduledMailKind> {
    const signed = this.signer.verify(token);
    if (!signed || !(await this.reminders.unsubscribe(signed.userId, signed.kind))) {
      throw new DomainError(CommonErrorCode.NotFound, MESSAGES.unsubscribeLinkInvalid);
    }
    return signed.kind;
  }
}
