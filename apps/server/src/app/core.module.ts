import { type DynamicModule, Global, Module } from '@nestjs/common';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { APP_ENV, type AppEnv } from 'src/config/env';

/** The boot-time values every module may inject: the environment and the validated config files. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(env: AppEnv, whiteLabel: WhiteLabelService): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_ENV, useValue: env },
        { provide: WhiteLabelService, useValue: whiteLabel },
      ],
      exports: [APP_ENV, WhiteLabelService],
    };
  }
}
