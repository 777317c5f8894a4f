import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfigService } from 'src/app-config/app-config.service';
import { APP_ENV, type AppEnv } from 'src/config/env';

/** The boot-time values every module may inject: the environment and the validated config files. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(env: AppEnv, appConfig: AppConfigService): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_ENV, useValue: env },
        { provide: AppConfigService, useValue: appConfig },
      ],
      exports: [APP_ENV, AppConfigService],
    };
  }
}
