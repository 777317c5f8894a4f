import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessTokensModule } from 'src/access-tokens/access-tokens.module';
import { PassportModule } from '@nestjs/passport';
import { WhiteLabelModule } from 'src/white-label/white-label.module';
import { MailModule } from 'src/mail/mail.module';
import { SessionModule } from 'src/session/session.module';
import { UsersModule } from 'src/users/users.module';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetsRepository } from './password-resets.repository';
import { RevokedSessionsRepository } from './revoked-sessions.repository';

@Module({
  imports: [PassportModule, SessionModule, AccessTokensModule, UsersModule, MailModule, WhiteLabelModule],
  providers: [
    AuthService,
    AuthResolver,
    JwtStrategy,
    PasswordResetsRepository,
    RevokedSessionsRepository,
    // Deny by default: every resolver and controller requires a token unless marked @Public().
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
