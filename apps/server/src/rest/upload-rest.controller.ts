import type { MultipartFile } from '@fastify/multipart';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { FileErrorCode } from 'src/files/files.errors';
import { FilesService } from 'src/files/files.service';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiMultipartFile, ApiProblems } from 'src/common/openapi/api-responses';
import { UploadResponse } from './dto/message.response';

const FILE_FIELD = 'file';

/** The spec's upload path: a multipart form whose field `file` holds the file. */
@ApiTags('Files')
@Controller('api')
export class UploadRestController {
  constructor(private readonly files: FilesService) {}

  @Post('upload')
  @ApiOperation({ summary: 'Upload a file (PNG, JPEG, PDF or text) to send with a message' })
  @ApiMultipartFile(FILE_FIELD)
  @ApiOkResponse({ type: UploadResponse })
  @ApiProblems(415)
  @HttpCode(200)
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<UploadResponse> {
    const part = await filePart(request);
    const file = await this.files.upload(user.id, part.file, part.filename);
    return { fileId: file.id, message: MESSAGES.fileUploaded };
  }
}

/** The `file` part, streamed (not buffered); a missing part or a body that is no multipart form is a 400. */
async function filePart(request: FastifyRequest): Promise<MultipartFile> {
  const part = request.isMultipart() ? await request.file().catch(() => undefined) : undefined;
  if (!part || part.fieldname !== FILE_FIELD)
    throw new DomainError(FileErrorCode.Missing, MESSAGES.fileMissing);
  return part;
}
