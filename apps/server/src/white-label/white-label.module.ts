import { Global, Module } from '@nestjs/common';
import { WhiteLabelController } from './white-label.controller';

/** WhiteLabelService is provided by AppModule.forRoot (validated before the database starts). */
@Global()
@Module({ controllers: [WhiteLabelController] })
export class WhiteLabelModule {}
