import { Module } from '@nestjs/common';
import { SearchRepository } from './search.repository';
import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

/** Full-text and trigram search over the caller's own journal. */
@Module({
  providers: [SearchRepository, SearchService, SearchResolver],
  exports: [SearchService],
})
export class SearchModule {}
