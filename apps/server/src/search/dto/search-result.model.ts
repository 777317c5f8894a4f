import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { SearchResultType } from 'src/search/search.repository';

// GraphQL enum names cannot hold `-`: continuationResponse stands for the REST type `continuation-response`.
export const SearchResultTypeValues = {
  prompt: 'prompt',
  response: 'response',
  continuation: 'continuation',
  continuationResponse: 'continuation-response',
  note: 'note',
  file: 'file',
} as const satisfies Record<string, SearchResultType>;

registerEnumType(SearchResultTypeValues, {
  name: 'SearchResultType',
  description: 'Where in your journal a search result was found.',
  valuesMap: {
    prompt: { description: 'Your answers that opened a conversation (snippet prefixed `You: `).' },
    response: { description: 'The first reply of a conversation (snippet prefixed `Flexi: `).' },
    continuation: { description: 'A further message of yours (snippet prefixed `You: `); see `index`.' },
    continuationResponse: {
      description: 'The reply to a further message (snippet prefixed `Flexi: `); see `index`.',
    },
    note: { description: 'A note to self (snippet prefixed `You: `); see `noteId`.' },
    file: {
      description:
        'A file you uploaded, found by its name (snippet `File: <name>`) or by the text inside it, for text files and PDFs (snippet `File: <name> — ` and fragments of the text).',
    },
  },
});

@ObjectType('TextRange', { description: 'A run of characters in a text.' })
export class TextRangeModel {
  @Field(() => Int, { description: 'Where it starts, in UTF-16 code units (JavaScript string indexes).' })
  start: number;

  @Field(() => Int, { description: 'How long it is, in UTF-16 code units.' })
  length: number;
}

@ObjectType('SearchResult', { description: 'One place in your journal where the search term was found.' })
export class SearchResultModel {
  @Field(() => SearchResultTypeValues, {
    description: 'What was found: your words, a reply, a note or a file (by its name or its text).',
  })
  type: SearchResultType;

  @Field(() => ID, {
    nullable: true,
    description:
      'The conversation to open. Always set: a file is found only when an entry carries it (nullable as it was before).',
  })
  conversationId: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'The entry found (for a file: the entry it is attached to, if any). Scroll to it, or share it.',
  })
  entryId: string | null;

  @Field(() => ID, { nullable: true, description: 'The note found, for `note` results; null otherwise.' })
  noteId: string | null;

  @Field(() => ID, { nullable: true, description: 'The file found, for `file` results; null otherwise.' })
  fileId: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The continuation's position among its conversation's continuations (0 is the first), for continuation results and files attached to a continuation; null otherwise.",
  })
  index: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The conversation's project name; null for a file on its own.",
  })
  projectName: string | null;

  @Field({
    description:
      'Plain text around the match, prefixed `You: `, `Flexi: ` or `File: `; fragments are joined by ` … `. A file found by its text: `File: <name> — ` and fragments of the text.',
  })
  snippet: string;

  @Field(() => [TextRangeModel], { description: 'The matched words in `snippet`, to mark without HTML.' })
  highlights: TextRangeModel[];

  @Field({ description: 'When the entry was written or the file uploaded.' })
  createdAt: Date;
}

@ObjectType('SearchPage', { description: 'A page of search results, best match first, then newest first.' })
export class SearchPage {
  @Field(() => [SearchResultModel], { description: 'The results on this page.' })
  items: SearchResultModel[];

  @Field(() => Int, {
    description:
      'How many results there are in all, counted up to 1,000: with more, 1,000 and `totalIsExact` false. Pages end there; a narrower term finds the rest.',
  })
  total: number;

  @Field({
    description:
      'Whether `total` is the exact count. False when there are more than 1,000 results: show "1,000+". The results are then the best matches among your 1,000 newest.',
  })
  totalIsExact: boolean;

  @Field({ description: 'Whether another page follows.' })
  hasMore: boolean;
}
