import { Controller, HttpCode, Post } from '@nestjs/common';
import { AuthService } from 'src/auth/auth.service';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { SessionOnly } from 'src/session/session-only.decorator';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from 'src/common/openapi/message.response';

/** Ending a session over REST (the account paths in auth-rest.controller are all public). */
@ApiTags('Account')
@Controller('api')
export class SessionRestController {
  constructor(private readonly auth: AuthService) {}

  /** Revokes the token this call carries; other sessions go on. */
  // An access token is revoked in the Access tokens panel; this ends sessions only.
  @Post('logout')
  @SessionOnly()
  @ApiOperation({ summary: 'End the session of this token; other sessions go on' })
  @ApiOkResponse({ type: MessageResponse })
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser): Promise<MessageResponse> {
    await this.auth.logout(user);
    return { message: MESSAGES.loggedOut };
  }
}
