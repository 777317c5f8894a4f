import { LIMITS } from '@app/schema';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MESSAGES } from 'src/common/messages';

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

  /** POST only: days until the link stops working (1-365); null: never; absent: a live link keeps its expiry. */
  @IsOptional()
  @IsInt({ message: MESSAGES.shareExpiryRule })
  @Min(1, { message: MESSAGES.shareExpiryRule })
  @Max(LIMITS.shareExpiryDaysMax, { message: MESSAGES.shareExpiryRule })
  expiresInDays?: number | null;
}
