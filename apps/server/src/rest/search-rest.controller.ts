import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import { toPage } from 'src/common/paging';
import { SEARCH_PAGE_MAX } from 'src/search/search-query';
import { type SearchResult, SearchService } from 'src/search/search.service';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { OnlyReads } from 'src/session/only-reads.decorator';
import { SearchBody } from './dto/search.body';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SearchResponse, type SearchResultItem } from './dto/search.response';

const toRestResult = (result: SearchResult): SearchResultItem => ({
  conversationId: result.conversationId,
  type: result.type,
  noteId: result.noteId,
  index: result.index,
  projectName: result.projectName,
  snippet: result.snippet,
  timestamp: result.createdAt.toISOString(),
});

/** The spec's POST /api/search. */
@ApiTags('Search')
@Controller('api')
export class SearchRestController {
  constructor(private readonly search: SearchService) {}

  /** An empty term answers `{ results: [] }` without searching, as the spec's client clears its results. */
  @Post('search')
  @OnlyReads()
  @ApiOperation({ summary: 'Search answers, messages, replies, notes and files' })
  @ApiOkResponse({ type: SearchResponse })
  @HttpCode(200)
  async searchEntries(@CurrentUser() user: AuthUser, @Body() body: SearchBody): Promise<SearchResponse> {
    const term = body.searchTerm ?? '';
    if (!term.trim()) return { results: [] };
    const offset = body.offset ?? 0;
    const found = await this.search.search(user.id, term, offset, body.limit ?? SEARCH_PAGE_MAX);
    const { items, total, hasMore } = toPage(found.items.map(toRestResult), found.total, offset);
    return { results: items, total, hasMore, message: MESSAGES.searchCompleted };
  }
}
