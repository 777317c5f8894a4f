import { Global, Module } from '@nestjs/common';
import { AppConfigController } from './app-config.controller';

/** AppConfigService is provided by AppModule.forRoot (validated before the database starts). */
@Global()
@Module({ controllers: [AppConfigController] })
export class AppConfigModule {}
