import { LIMITS } from '@app/schema';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MESSAGES } from 'src/common/messages';
import { ApiPropertyOptional } from '@nestjs/swagger';

const INDEX_RULE = 'continuationIndex must be a whole number, 0 or more';

/**
 * The body of POST and DELETE /api/share/mark/{conversationId}: `{}` for the opening, `{ continuationIndex }`
 * for a continuation, `{ noteId }` for a note. null counts as absent, as the spec's client sends both keys.
 */
export class ShareTargetBody {
  @IsOptional()
  @IsInt({ message: INDEX_RULE })
  @Min(0, { message: INDEX_RULE })
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    nullable: true,
    description: 'A continuation, by its index.',
  })
  continuationIndex?: number | null;

  @IsOptional()
  @IsString({ message: 'noteId must be text' })
  @ApiPropertyOptional({ type: String, nullable: true, description: 'A note, by its id.' })
  noteId?: string | null;

  /** POST only: days until the link stops working (1-365); null: never; absent: a live link keeps its expiry. */
  @IsOptional()
  @IsInt({ message: MESSAGES.shareExpiryRule })
  @Min(1, { message: MESSAGES.shareExpiryRule })
  @Max(LIMITS.shareExpiryDaysMax, { message: MESSAGES.shareExpiryRule })
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: LIMITS.shareExpiryDaysMax,
    nullable: true,
    description: 'POST only: days the link works; null: never expires; absent: a live link keeps its expiry.',
  })
  expiresInDays?: number | null;
}
