import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;
// No list is paged this deep; the bound keeps absurd offsets (1e308) from reaching PostgreSQL.
export const MAX_OFFSET = 1_000_000;
export const OFFSET_TOO_LARGE = `offset must be at most ${MAX_OFFSET}`;

/** Offset pagination with a bounded page size, for every list in the API. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'How many items to skip.' })
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET, { message: OFFSET_TOO_LARGE })
  offset = 0;

  @Field(() => Int, { defaultValue: 20, description: `How many items to return (1-${MAX_PAGE_SIZE}).` })
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  limit = 20;
}
