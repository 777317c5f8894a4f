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
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from 'src/common/openapi/api-responses';
import { LoginResponse } from './dto/message.response';
import { MessageResponse } from 'src/common/openapi/message.response';

/** The spec's account paths (section 7), with its request and response shapes. */
@Public()
@ApiTags('Account')
@Controller('api')
export class AuthRestController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiOperation({ summary: 'Create an account' })
  @ApiCreatedResponse({ type: MessageResponse })
  @ApiProblems(409, 429)
  @HttpCode(201)
  @UseGuards(SignInThrottlerGuard)
  async register(@Body() body: RegisterInput): Promise<MessageResponse> {
    await this.auth.register(body);
    return { message: MESSAGES.registered };
  }

  @Post('login')
  @ApiOperation({ summary: 'Log in: a session token for the other operations' })
  @ApiOkResponse({ type: LoginResponse })
  @ApiProblems(401, 429)
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @AccountBudget('username')
  async login(@Body() body: LoginInput): Promise<LoginResponse> {
    return { token: await this.auth.login(body), message: MESSAGES.loggedIn };
  }

  @Post('forgot-password')
  @ApiOperation({ summary: 'Mail a password reset link (the same answer for unknown addresses)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiProblems(429)
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @AccountBudget('email')
  async forgotPassword(@Body() body: RequestPasswordResetInput): Promise<MessageResponse> {
    await this.auth.requestPasswordReset(body.email);
    return { message: MESSAGES.resetMailQueued };
  }

  @Post('reset-password')
  @ApiOperation({ summary: 'Set a new password with the token from the reset mail; signs out every session' })
  @ApiOkResponse({ type: MessageResponse })
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordInput): Promise<MessageResponse> {
    await this.auth.resetPassword(body.token, body.password);
    return { message: MESSAGES.passwordUpdated };
  }
}
