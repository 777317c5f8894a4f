import { Global, Module } from '@nestjs/common';
import { AppManifestController } from './app-manifest.controller';
import { WhiteLabelController } from './white-label.controller';

/** WhiteLabelService is provided by AppModule.forRoot (validated before the database starts). */
@Global()
@Module({ controllers: [WhiteLabelController, AppManifestController] })
export class WhiteLabelModule {}
