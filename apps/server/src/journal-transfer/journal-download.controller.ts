import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { dispositionHeader } from 'src/files/files.controller';
import { Public } from 'src/common/public.decorator';
import { type ExportLinkProof, ExportUrlSigner } from './export-url-signer';
import { JournalExportService } from './journal-export.service';
import { JournalTransferErrorCode } from './journal-transfer.errors';

/**
 * The downloads export links lead to. The last path segment is the name a browser saves the file under; the
 * query carries the owner, the expiry and the signature (`ExportUrlSigner`).
 */
@Controller('exports')
export class JournalDownloadController {
  constructor(
    private readonly exports: JournalExportService,
    private readonly signer: ExportUrlSigner,
  ) {}

  // Public: the signature is the credential, as a download the browser navigates to cannot send the token.
  // A wrong, tampered or expired link answers exactly like a link to something that is gone.
  @Public()
  @Get('journal/:name')
  async journal(
    @Param('name') name: string,
    @Query() proof: ExportLinkProof,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const owner = this.signer.verify({ kind: 'journal' }, proof);
    if (!owner) throw linkInvalid();
    const zip = await this.exports.journalZip(owner);
    privateDownload(reply);
    return new StreamableFile(zip, {
      type: 'application/zip',
      disposition: dispositionHeader('attachment', name),
    });
  }

  @Public()
  @Get('conversations/:id/:name')
  async conversation(
    @Param('id') id: string,
    @Param('name') name: string,
    @Query() proof: ExportLinkProof,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const owner = this.signer.verify({ kind: 'conversation', conversationId: id }, proof);
    if (!owner) throw linkInvalid();
    const { content } = await this.exports.conversationMarkdown(owner, id);
    privateDownload(reply);
    return new StreamableFile(content, {
      type: 'text/markdown; charset=utf-8',
      disposition: dispositionHeader('attachment', name),
      length: content.length,
    });
  }
}

function privateDownload(reply: FastifyReply): void {
  void reply
    // Whatever the bytes are, a browser must not run them as a page of this origin.
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    // A whole journal: never kept by a shared cache or the browser's.
    .header('cache-control', 'private, no-store');
}

const linkInvalid = () =>
  new DomainError(JournalTransferErrorCode.ExportLinkInvalid, MESSAGES.exportLinkInvalid);
