import { LIMITS } from '@app/schema';
import { Injectable } from '@nestjs/common';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { joinHeadlines, parseSearchTerm, SEARCH_PAGE_MAX, type TextRange } from './search-query';
import { type SearchHitRow, SearchRepository, type SearchResultType } from './search.repository';

/** A search result, transport-neutral: the resolver and the REST controller shape it. */
export interface SearchResult {
  type: SearchResultType;
  conversationId: string | null;
  entryId: string | null;
  noteId: string | null;
  fileId: string | null;
  index: number | null;
  projectName: string | null;
  snippet: string;
  highlights: TextRange[];
  createdAt: Date;
}

export interface SearchResults {
  items: SearchResult[];
  /** How many results there are, counted up to SEARCH_TOTAL_CAP. */
  total: number;
  /** false when there are more than SEARCH_TOTAL_CAP: the total then reads "1,000+". */
  totalIsExact: boolean;
}

// The spec's snippet prefixes: the user's words, the AI's replies, files.
const PREFIX: Record<SearchResultType, string> = {
  prompt: 'You: ',
  continuation: 'You: ',
  note: 'You: ',
  response: 'Flexi: ',
  'continuation-response': 'Flexi: ',
  file: 'File: ',
};

// Between a file's name and the fragments of its text where the words were found: `File: name — …`.
export const FILE_TEXT_SEPARATOR = ' — ';

@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  /** The caller's own entries, notes and files (name or text) that match `term`; nothing of anyone else's. */
  async search(ownerId: string, rawTerm: string, offset: number, limit: number): Promise<SearchResults> {
    const term = rawTerm.trim();
    if (term.length > LIMITS.searchTermMax) {
      throw new DomainError(CommonErrorCode.ValidationFailed, MESSAGES.searchTermTooLong);
    }
    const query = parseSearchTerm(term);
    if (!query) return { items: [], total: 0, totalIsExact: true };
    const page = Math.min(Math.max(1, limit), SEARCH_PAGE_MAX);
    const { total, totalIsExact, hits } = await this.repository.search(
      ownerId,
      query,
      Math.max(0, offset),
      page,
    );
    return { total, totalIsExact, items: hits.map((hit) => toResult(hit, query.words)) };
  }
}

function toResult(hit: SearchHitRow, words: string[]): SearchResult {
  const headlines = hit.fileTextHeadline === null ? [hit.headline] : [hit.headline, hit.fileTextHeadline];
  const { text, highlights } = joinHeadlines(PREFIX[hit.type], headlines, FILE_TEXT_SEPARATOR, words);
  return {
    type: hit.type,
    conversationId: hit.conversationId,
    entryId: hit.entryId,
    noteId: hit.type === 'note' ? hit.entryId : null,
    fileId: hit.fileId,
    index: hit.kind === 'continuation' ? hit.continuationIndex : null,
    projectName: hit.projectName,
    snippet: text,
    highlights,
    createdAt: hit.createdAt,
  };
}
