import { ApiProperty } from '@nestjs/swagger';

/** The spec's answer to an action over REST: what happened, in words. */
export class MessageResponse {
  @ApiProperty({ description: 'What happened, in words for the user.' })
  message: string;
}
