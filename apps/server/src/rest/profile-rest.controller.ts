import { Body, Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CredentialsThrottlerGuard } from 'src/session/credentials-throttler.guard';
import { CurrentUser } from 'src/session/current-user.decorator';
import { SessionOnly } from 'src/session/session-only.decorator';
import { DeleteAccountArgs } from 'src/users/dto/delete-account.args';
import { type Profile, toProfile } from 'src/users/dto/profile.model';
import { UpdateProfileInput } from 'src/users/dto/update-profile.input';
import { UsersService } from 'src/users/users.service';

@Controller('api/profile')
export class ProfileRestController {
  constructor(private readonly users: UsersService) {}

  /** The spec's shape exactly: the time zone (GraphQL `Profile.timeZone`) is not part of the REST contract. */
  @Get()
  async get(@CurrentUser() user: AuthUser): Promise<Pick<Profile, 'username' | 'email' | 'displayName'>> {
    const { username, email, displayName } = toProfile(await this.users.getProfile(user.id));
    return { username, email, displayName };
  }

  /** `token` is present when the password changed: the old token no longer works. Rate-limited like login. */
  @Put()
  @SessionOnly()
  @UseGuards(CredentialsThrottlerGuard)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateProfileInput,
  ): Promise<{ message: string; token?: string }> {
    const { token } = await this.users.updateProfile(user.id, body);
    return token ? { message: MESSAGES.profileUpdated, token } : { message: MESSAGES.profileUpdated };
  }

  /** Deletes the account and everything in it; the body carries the current password. Rate-limited like login. */
  @Delete()
  @SessionOnly()
  @UseGuards(CredentialsThrottlerGuard)
  async remove(@CurrentUser() user: AuthUser, @Body() body: DeleteAccountArgs): Promise<{ message: string }> {
    await this.users.deleteAccount(user.id, body.password);
    return { message: MESSAGES.accountDeleted };
  }
}
