import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SearchResultType } from 'src/search/search.repository';

/** The spec's search result (section 3); the snippet is plain text. */
export class SearchResultItem {
  @ApiProperty({ type: String, nullable: true, description: 'The conversation the match is in.' })
  conversationId: string | null;

  @ApiProperty({
    enum: ['prompt', 'response', 'continuation', 'continuation-response', 'note', 'file'],
    description: 'Where the match is.',
  })
  type: SearchResultType;

  @ApiProperty({ type: String, nullable: true, description: 'The note, when the match is in one.' })
  noteId: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The continuation index, when in one.' })
  index: number | null;

  @ApiProperty({ type: String, nullable: true, description: "The conversation's project name." })
  projectName: string | null;

  @ApiProperty({ description: 'The matching text around the words, plain.' })
  snippet: string;

  @ApiProperty({ format: 'date-time', description: 'When the entry was written.' })
  timestamp: string;
}

/** An empty term answers `{ results: [] }` alone. */
export class SearchResponse {
  @ApiProperty({ type: [SearchResultItem], description: 'Best matches first.' })
  results: SearchResultItem[];

  @ApiPropertyOptional({ type: 'integer', description: 'How many matches there are in all.' })
  total?: number;

  @ApiPropertyOptional({ description: 'Whether a later page has more.' })
  hasMore?: boolean;

  @ApiPropertyOptional({ description: 'What happened, in words.' })
  message?: string;
}
