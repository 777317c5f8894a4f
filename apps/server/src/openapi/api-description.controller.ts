import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { Public } from 'src/common/public.decorator';
import { ApiProblems } from 'src/common/openapi/api-responses';
import { ApiDescription } from './api-description';
import { API_DOCS_CSP, DOCS_ASSET_NAMES, DOCS_HTML, docsAsset } from './docs-page';

const html = { 'text/html': { schema: { type: 'string' } } };

/** The REST API's description and its reference page: public, like the spec they describe. */
@Public()
@ApiTags('API description')
@Controller('api')
export class ApiDescriptionController {
  constructor(private readonly description: ApiDescription) {}

  @Get('openapi.json')
  @ApiOperation({ summary: 'This description of the REST API (OpenAPI 3.1)' })
  @ApiOkResponse({
    description: 'The OpenAPI document, the same as libs/schema/openapi.json in the repository.',
    content: { 'application/json': { schema: { type: 'object' } } },
  })
  @Header('content-type', 'application/json; charset=utf-8')
  document(): string {
    return this.description.text();
  }

  @Get('docs')
  @ApiOperation({ summary: 'A reference page for this description, served from this server alone' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The reference page (Swagger UI).', content: html })
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('content-security-policy', API_DOCS_CSP)
  page(): string {
    return DOCS_HTML;
  }

  @Get('docs/:file')
  @ApiOperation({ summary: 'A script or stylesheet of the reference page' })
  @ApiParam({ name: 'file', enum: DOCS_ASSET_NAMES })
  @ApiOkResponse({
    description: 'The file.',
    content: {
      'text/javascript': { schema: { type: 'string' } },
      'text/css': { schema: { type: 'string' } },
    },
  })
  @ApiProblems(404)
  asset(@Param('file') name: string, @Res({ passthrough: true }) reply: FastifyReply): string | Buffer {
    const asset = docsAsset(name);
    if (!asset) throw new DomainError(CommonErrorCode.NotFound, MESSAGES.notFound);
    // Unversioned names: kept an hour, so an upgrade shows soon after.
    void reply.header('content-type', asset.type).header('cache-control', 'public, max-age=3600');
    return asset.body;
  }
}
