import { Body, Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CredentialsThrottlerGuard } from 'src/session/credentials-throttler.guard';
import { CurrentUser } from 'src/session/current-user.decorator';
import { SessionOnly } from 'src/session/session-only.decorator';
import { DeleteAccountArgs } from 'src/users/dto/delete-account.args';
import { toProfile } from 'src/users/dto/profile.model';
import { UpdateProfileInput } from 'src/users/dto/update-profile.input';
import { UsersService } from 'src/users/users.service';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from 'src/common/openapi/api-responses';
import { ProfileResponse, ProfileUpdateResponse } from './dto/message.response';
import { MessageResponse } from 'src/common/openapi/message.response';

@ApiTags('Account')
@Controller('api/profile')
export class ProfileRestController {
  constructor(private readonly users: UsersService) {}

  /** The spec's shape exactly: the time zone (GraphQL `Profile.timeZone`) is not part of the REST contract. */
  @Get()
  @ApiOperation({ summary: 'Your profile' })
  @ApiOkResponse({ type: ProfileResponse })
  async get(@CurrentUser() user: AuthUser): Promise<ProfileResponse> {
    const { username, email, displayName } = toProfile(await this.users.getProfile(user.id));
    return { username, email, displayName };
  }

  /** `token` is present when the password changed: the old token no longer works. Rate-limited like login. */
  @Put()
  @SessionOnly()
  @ApiOperation({ summary: 'Change the profile: at least one field' })
  @ApiOkResponse({ type: ProfileUpdateResponse })
  @ApiProblems(409, 429)
  @UseGuards(CredentialsThrottlerGuard)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateProfileInput,
  ): Promise<ProfileUpdateResponse> {
    const { token } = await this.users.updateProfile(user.id, body);
    return token ? { message: MESSAGES.profileUpdated, token } : { message: MESSAGES.profileUpdated };
  }

  /** Deletes the account and everything in it; the body carries the current password. Rate-limited like login. */
  @Delete()
  @SessionOnly()
  @ApiOperation({ summary: 'Delete the account with everything in it (needs the current password)' })
  @ApiBody({ type: DeleteAccountArgs })
  @ApiOkResponse({ type: MessageResponse })
  @ApiProblems(429)
  @UseGuards(CredentialsThrottlerGuard)
  async remove(@CurrentUser() user: AuthUser, @Body() body: DeleteAccountArgs): Promise<MessageResponse> {
    await this.users.deleteAccount(user.id, body.password);
    return { message: MESSAGES.accountDeleted };
  }
}
