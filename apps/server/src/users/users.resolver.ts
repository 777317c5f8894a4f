import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CredentialsThrottlerGuard } from 'src/session/credentials-throttler.guard';
import { CurrentUser } from 'src/session/current-user.decorator';
import { Profile, toProfile } from './dto/profile.model';
import { UpdateProfileInput } from './dto/update-profile.input';
import { UpdateProfilePayload } from './dto/update-profile-payload.model';
import { UsersService } from './users.service';

@Resolver(() => Profile)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => Profile, { description: "The signed-in user's profile." })
  async me(@CurrentUser() user: AuthUser): Promise<Profile> {
    return toProfile(await this.users.getProfile(user.id));
  }

  // Rate-limited: it checks the current password, so it must not become a way to guess it.
  @UseGuards(CredentialsThrottlerGuard)
  @Mutation(() => UpdateProfilePayload, {
    description: 'Changes email, password or display name (at least one).',
  })
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The fields to change.' }) input: UpdateProfileInput,
  ): Promise<UpdateProfilePayload> {
    const { user: updated, token } = await this.users.updateProfile(user.id, input);
    return { message: MESSAGES.profileUpdated, profile: toProfile(updated), token };
  }
}
