import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Readiness } from './readiness';

/** `/health`, `/health/live`, `/health/ready`; other modules add their dependency to `Readiness`. */
@Global()
@Module({ controllers: [HealthController], providers: [Readiness], exports: [Readiness] })
export class HealthModule {}
