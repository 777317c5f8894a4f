import { Args, Query, Resolver } from '@nestjs/graphql';
import { toPage } from 'src/common/paging';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { SearchEntriesArgs } from './dto/search-entries.args';
import { SearchPage, SearchResultModel } from './dto/search-result.model';
import { SearchService } from './search.service';

@Resolver(() => SearchResultModel)
export class SearchResolver {
  constructor(private readonly search: SearchService) {}

  @Query(() => SearchPage, {
    description:
      'Searches your conversations (answers, messages, replies), notes and files (their names, and the text inside text files and PDFs): every word of the term, as a prefix or with a small typo. Best match first among the 100 newest matching entries (and files), then older ones newest first; counted exactly up to 1,000 results (see `SearchPage.totalIsExact`).',
  })
  async searchEntries(@CurrentUser() user: AuthUser, @Args() args: SearchEntriesArgs): Promise<SearchPage> {
    const { items, total, totalIsExact } = await this.search.search(
      user.id,
      args.term,
      args.offset,
      args.limit,
    );
    return { ...toPage(items, total, args.offset), totalIsExact };
  }
}
