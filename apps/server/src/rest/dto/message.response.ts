import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MessageResponse } from 'src/common/openapi/message.response';

export class LoginResponse extends MessageResponse {
  @ApiProperty({ description: 'The session token: send it as `Authorization: Bearer <token>` (7 days).' })
  token: string;
}

export class ProfileUpdateResponse extends MessageResponse {
  @ApiPropertyOptional({
    description: 'A new session token, present when the password changed: the old one no longer works.',
  })
  token?: string;
}

export class ProfileResponse {
  @ApiProperty({ description: 'The account name.' })
  username: string;

  @ApiProperty({ description: 'Where password reset links are sent.' })
  email: string;

  @ApiProperty({ type: String, nullable: true, description: 'The name shown in the app; null until set.' })
  displayName: string | null;
}

export class UploadResponse extends MessageResponse {
  @ApiProperty({ description: 'The file id to send as `fileId` with a message (`POST /api/grok`).' })
  fileId: string;
}

export class TranscriptionResponse {
  @ApiProperty({ description: 'The words heard, to edit and send; nothing is saved.' })
  text: string;
}
