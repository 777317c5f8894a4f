import { Controller, Get, Header } from '@nestjs/common';
import { Public } from 'src/session/public.decorator';
import { AppConfigService } from './app-config.service';

/** The config files, as the spec's client loads them (no cache, so a redeploy shows at once). */
@Public()
@Controller()
export class AppConfigController {
  constructor(private readonly config: AppConfigService) {}

  @Get(['config/flexiconfig.json', 'api/config/flexiconfig.json'])
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  site(): string {
    return this.config.siteFile.raw;
  }

  @Get('config/flexifeatures.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  features(): string {
    return this.config.featuresFile.raw;
  }
}
