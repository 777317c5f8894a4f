import { IsInt, IsOptional, IsString, Min } from 'class-validator';

const INDEX_RULE = 'continuationIndex must be a whole number, 0 or more';

/**
 * The body of POST and DELETE /api/share/mark/{conversationId}: `{}` for the opening, `{ continuationIndex }`
 * for a continuation, `{ noteId }` for a note. null counts as absent, as the spec's client sends both keys.
 */
export class ShareTargetBody {
  @IsOptional()
  @IsInt({ message: INDEX_RULE })
  @Min(0, { message: INDEX_RULE })
  continuationIndex?: number | null;

  @IsOptional()
  @IsString({ message: 'noteId must be text' })
  noteId?: string | null;
}
