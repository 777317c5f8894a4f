import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { MessagePayload, toMessagePayload } from 'src/common/graphql/message-payload.model';
import { MESSAGES } from 'src/common/messages';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import { Public } from 'src/common/public.decorator';
import { SessionOnly } from 'src/session/session-only.decorator';
import { AuthService } from './auth.service';
import { AuthPayload } from './dto/auth-payload.model';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { RequestPasswordResetInput } from './dto/request-password-reset.input';
import { ResetPasswordInput } from './dto/reset-password.input';
import { AccountBudget } from 'src/session/sign-in-budget';
import { SignInThrottlerGuard } from 'src/session/sign-in-throttler.guard';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @UseGuards(SignInThrottlerGuard)
  @Mutation(() => MessagePayload, { description: 'Creates an account. Log in afterwards to get a token.' })
  async register(
    @Args('input', { description: 'The new account.' }) input: RegisterInput,
  ): Promise<MessagePayload> {
    await this.auth.register(input);
    return toMessagePayload(MESSAGES.registered);
  }

  @Public()
  @UseGuards(SignInThrottlerGuard)
  @AccountBudget('username')
  @Mutation(() => AuthPayload, { description: 'Exchanges credentials for a session token.' })
  async login(@Args('input', { description: 'The credentials.' }) input: LoginInput): Promise<AuthPayload> {
    return { token: await this.auth.login(input), message: MESSAGES.loggedIn };
  }

  @Public()
  @UseGuards(SignInThrottlerGuard)
  @AccountBudget('email')
  @Mutation(() => MessagePayload, {
    description:
      'Mails a single-use reset link (valid 1 hour) if the address belongs to an account; answers the same either way.',
  })
  async requestPasswordReset(
    @Args('input', { description: "The account's email address." }) input: RequestPasswordResetInput,
  ): Promise<MessagePayload> {
    await this.auth.requestPasswordReset(input.email);
    return toMessagePayload(MESSAGES.resetMailQueued);
  }

  // An access token is revoked with revokeAccessToken; this ends sessions only.
  @SessionOnly()
  @Mutation(() => MessagePayload, {
    description:
      'Ends this session: the token used for this call stops working at once. Other sessions go on. Needs a session token (an access token is revoked with revokeAccessToken).',
  })
  async logout(@CurrentUser() user: AuthUser): Promise<MessagePayload> {
    await this.auth.logout(user);
    return toMessagePayload(MESSAGES.loggedOut);
  }

  @Public()
  @Mutation(() => MessagePayload, {
    description: 'Sets a new password with a reset token; signs out every session.',
  })
  async resetPassword(
    @Args('input', { description: 'The token from the mail and the new password.' })
    input: ResetPasswordInput,
  ): Promise<MessagePayload> {
    await this.auth.resetPassword(input.token, input.password);
    return toMessagePayload(MESSAGES.passwordUpdated);
  }
}
