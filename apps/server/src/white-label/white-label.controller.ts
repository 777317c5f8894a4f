import { Controller, Get, Header } from '@nestjs/common';
import { Public } from 'src/common/public.decorator';
import { WhiteLabelService } from './white-label.service';

/** The two white-label files, as the spec's client loads them (no cache, so a redeploy shows at once). */
@Public()
@Controller()
export class WhiteLabelController {
  constructor(private readonly whiteLabel: WhiteLabelService) {}

  @Get(['config/flexiconfig.json', 'api/config/flexiconfig.json'])
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  site(): string {
    return this.whiteLabel.siteFile.raw;
  }

  @Get('config/flexifeatures.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  features(): string {
    return this.whiteLabel.featuresFile.raw;
  }
}
