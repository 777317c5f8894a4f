import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { Public } from 'src/common/public.decorator';
import { AppIcons, buildAppManifest } from './app-manifest';
import { WhiteLabelService } from './white-label.service';

// The icons change only with the config (a restart): a day in the browser's cache is short enough.
const ICON_CACHE_CONTROL = 'public, max-age=86400';

/**
 * What makes the web app installable: its manifest, built at boot from the white-label files (read once too),
 * and its icons, drawn once. The manifest is revalidated like the config files.
 */
@Public()
@Controller()
export class AppManifestController {
  private readonly manifest: string;
  private readonly icons: AppIcons;

  constructor(whiteLabel: WhiteLabelService) {
    this.manifest = JSON.stringify(buildAppManifest(whiteLabel));
    this.icons = new AppIcons(whiteLabel.features.styling.primaryColor);
  }

  @Get('manifest.webmanifest')
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  webManifest(): string {
    return this.manifest;
  }

  // Headers set here, not by @Header: those would be on the "not found" answer too.
  @Get('icons/:file')
  icon(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Buffer {
    const png = this.icons.get(file);
    if (!png) throw new DomainError(CommonErrorCode.NotFound, MESSAGES.notFound);
    void reply.header('content-type', 'image/png').header('cache-control', ICON_CACHE_CONTROL);
    return png;
  }
}
