import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MAX_OFFSET, OFFSET_TOO_LARGE } from 'src/common/graphql/page.args';
import { SEARCH_PAGE_MAX } from 'src/search/search-query';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** POST /api/search: the spec's `{ searchTerm }`, with optional paging (first 50 results by default). */
export class SearchBody {
  @IsOptional()
  @IsString({ message: 'searchTerm must be text' })
  @ApiPropertyOptional({ description: 'Words or prefixes; empty answers no results.' })
  searchTerm?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET, { message: OFFSET_TOO_LARGE })
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 })
  offset?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(SEARCH_PAGE_MAX, { message: `limit must be at most ${SEARCH_PAGE_MAX}` })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: SEARCH_PAGE_MAX, default: SEARCH_PAGE_MAX })
  limit?: number;
}
