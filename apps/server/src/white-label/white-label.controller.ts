import { Controller, Get, Header } from '@nestjs/common';
import { Public } from 'src/common/public.decorator';
import { WhiteLabelService } from './white-label.service';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

/** The two white-label files, as the spec's client loads them (no cache, so a redeploy shows at once). */
@Public()
@ApiTags('Configuration')
@Controller()
export class WhiteLabelController {
  constructor(private readonly whiteLabel: WhiteLabelService) {}

  @Get(['config/flexiconfig.json', 'api/config/flexiconfig.json'])
  @ApiOperation({ summary: 'The white-label site config (flexiconfig.json) as deployed' })
  @ApiOkResponse({
    description: 'The file as deployed (libs/schema/src/config has its schema).',
    content: { 'application/json': { schema: { type: 'object' } } },
  })
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
