import { LIMITS } from '@app/schema';
import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { MAX_OFFSET, OFFSET_TOO_LARGE } from 'src/common/graphql/page.args';
import { SEARCH_PAGE_MAX } from 'src/search/search-query';

@ArgsType()
export class SearchEntriesArgs {
  @Field({
    description: `What to look for, at most ${LIMITS.searchTermMax} characters. Every word must be found, as the start of a word (\`lighthou\` finds lighthouse) or with a small typo (\`lighthuose\`). Punctuation is ignored; an empty term finds nothing.`,
  })
  @IsString()
  term: string;

  @Field(() => Int, { defaultValue: 0, description: 'How many results to skip.' })
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET, { message: OFFSET_TOO_LARGE })
  offset = 0;

  @Field(() => Int, { defaultValue: 20, description: `How many results to return (1-${SEARCH_PAGE_MAX}).` })
  @IsInt()
  @Min(1)
  @Max(SEARCH_PAGE_MAX, { message: `limit must be at most ${SEARCH_PAGE_MAX}` })
  limit = 20;
}
