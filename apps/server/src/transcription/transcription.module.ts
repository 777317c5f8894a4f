import { Module } from '@nestjs/common';
import { AiModule } from 'src/ai/ai.module';
import { TranscriptionResolver } from './transcription.resolver';
import { TranscriptionService } from './transcription.service';

/** Voice entries (issue 25): recordings written out as text by the provider, never kept. */
@Module({
  imports: [AiModule],
  providers: [TranscriptionService, TranscriptionResolver],
  // The REST twin, POST /api/transcriptions.
  exports: [TranscriptionService],
})
export class TranscriptionModule {}
