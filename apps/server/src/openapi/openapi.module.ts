import { Module } from '@nestjs/common';
import { ApiDescription } from './api-description';
import { ApiDescriptionController } from './api-description.controller';

/** GET /api/openapi.json and the reference page at /api/docs (docs/api.md). */
@Module({
  controllers: [ApiDescriptionController],
  providers: [ApiDescription],
})
export class OpenApiModule {}
