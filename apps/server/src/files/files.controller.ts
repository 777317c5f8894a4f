import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { Public } from 'src/common/public.decorator';
import type { FileEntity } from './file.entity';
import { FILE_URL_TTL_SECONDS, FileUrlSigner } from './file-url-signer';
import { FileErrorCode } from './files.errors';
import { FilesService } from './files.service';

/** Downloads by signed URL (`FileUrlSigner`). The last path segment is the name a browser saves it under. */
@Controller('files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly signer: FileUrlSigner,
  ) {}

  // Public: the signature is the credential, as an `<img src>` cannot send the token. A wrong, tampered or
  // expired signature answers exactly like an unknown file.
  @Public()
  @Get(':id/:name')
  async download(
    @Param('id') id: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const signed =
      typeof expires === 'string' &&
      typeof signature === 'string' &&
      this.signer.verify(id, { expires, signature });
    if (!signed) throw new DomainError(FileErrorCode.NotFound, MESSAGES.fileNotFound);
    const { file, content } = await this.files.getForDownload(id);
    void reply
      // Whatever the bytes are, a browser must not run them as a page of this origin.
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `private, max-age=${FILE_URL_TTL_SECONDS}`);
    return new StreamableFile(content, {
      type: file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime,
      disposition: contentDisposition(file),
      length: file.size,
    });
  }
}

/** RFC 6266: images and PDFs open in the browser, text downloads; `filename*` carries the exact name. */
export function contentDisposition(file: Pick<FileEntity, 'name' | 'mime'>): string {
  return dispositionHeader(file.mime === 'text/plain' ? 'attachment' : 'inline', file.name);
}

/** RFC 6266 with an ASCII `filename` for old user agents and the exact name in `filename*`. */
export function dispositionHeader(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** For old user agents: accents dropped, anything else outside printable ASCII (and quotes) as `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]|["\\%]/g, '_');
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
