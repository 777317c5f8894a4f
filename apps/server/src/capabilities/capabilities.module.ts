import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { CapabilitiesResolver } from './capabilities.resolver';

/** `capabilities`: what this server offers, read from its configuration. */
@Module({
  imports: [AiModule],
  providers: [CapabilitiesResolver],
})
export class CapabilitiesModule {}
