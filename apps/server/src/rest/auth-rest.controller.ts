import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AuthService } from 'src/auth/auth.service';
import { LoginInput } from 'src/auth/dto/login.input';
import { RegisterInput } from 'src/auth/dto/register.input';
import { RequestPasswordResetInput } from 'src/auth/dto/request-password-reset.input';
import { ResetPasswordInput } from 'src/auth/dto/reset-password.input';
import { MESSAGES } from 'src/common/messages';
import { Public } from 'src/common/public.decorator';
import { AccountBudget } from 'src/session/sign-in-budget';
import { SignInThrottlerGuard } from 'src/session/sign-in-throttler.guard';

/** The spec's account paths (section 7), with its request and response shapes. */
@Public()
@Controller('api')
export class AuthRestController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @HttpCode(201)
  @UseGuards(SignInThrottlerGuard)
  async register(@Body() body: RegisterInput): Promise<{ message: string }> {
    await this.auth.register(body);
    return { message: MESSAGES.registered };
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @AccountBudget('username')
  async login(@Body() body: LoginInput): Promise<{ token: string; message: string }> {
    return { token: await this.auth.login(body), message: MESSAGES.loggedIn };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @AccountBudget('email')
  async forgotPassword(@Body() body: RequestPasswordResetInput): Promise<{ message: string }> {
    await this.auth.requestPasswordReset(body.email);
    return { message: MESSAGES.resetMailQueued };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordInput): Promise<{ message: string }> {
    await this.auth.resetPassword(body.token, body.password);
    return { message: MESSAGES.passwordUpdated };
  }
}
