import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WhiteLabelModule } from 'src/white-label/white-label.module';
import { MailModule } from 'src/mail/mail.module';
import { SessionModule } from 'src/session/session.module';
import { UsersModule } from 'src/users/users.module';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetEntity } from './password-reset.entity';
import { PasswordResetsRepository } from './password-resets.repository';
import { RevokedSessionEntity } from './revoked-session.entity';
import { RevokedSessionsRepository } from './revoked-sessions.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([PasswordResetEntity, RevokedSessionEntity]),
    PassportModule,
    SessionModule,
    UsersModule,
    MailModule,
    WhiteLabelModule,
  ],
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
