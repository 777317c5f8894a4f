import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { DomainError } from 'src/common/errors/domain-error';
import { errorMessage } from 'src/common/errors/is-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { MailService } from 'src/mail/mail.service';
import { passwordResetMail } from 'src/mail/password-reset-mail';
import type { AuthUser } from 'src/session/auth-user';
import { SessionTokenService } from 'src/session/session-token.service';
import { PasswordHasher } from 'src/users/password-hasher';
import { UsersRepository } from 'src/users/users.repository';
import { UserErrorCode } from 'src/users/users.errors';
import { AuthErrorCode } from './auth.errors';
import type { LoginInput } from './dto/login.input';
import type { RegisterInput } from './dto/register.input';
import { PasswordResetsRepository } from './password-resets.repository';
import { RevokedSessionsRepository } from './revoked-sessions.repository';

export const RESET_TOKEN_TTL_MINUTES = 60;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @Inject(APP_ENV) private readonly env: AppEnv,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly revokedSessions: RevokedSessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokenService,
    private readonly mail: MailService,
    private readonly whiteLabel: WhiteLabelService,
  ) {}

  async register(input: RegisterInput): Promise<void> {
    if (await this.users.findByUsername(input.username)) {
      throw new DomainError(UserErrorCode.UsernameTaken, MESSAGES.usernameTaken);
    }
    if (await this.users.findByEmail(input.email)) {
      throw new DomainError(UserErrorCode.EmailTaken, MESSAGES.emailTaken);
    }
    const passwordHash = await this.hasher.hash(input.password);
    await this.users
      .insert({
        username: input.username,
        email: input.email,
        passwordHash,
        aiMemory: this.env.ai.memoryDefault,
      })
      .catch((error: unknown) => {
        // Two registrations racing for the same name: the unique index decides.
        const field = UsersRepository.uniqueViolation(error);
        if (field === 'username') throw new DomainError(UserErrorCode.UsernameTaken, MESSAGES.usernameTaken);
        if (field === 'email') throw new DomainError(UserErrorCode.EmailTaken, MESSAGES.emailTaken);
        throw error;
      });
  }

  async login(input: LoginInput): Promise<string> {
    const user = await this.users.findByUsername(input.username.trim());
    const valid = await this.hasher.verify(user?.passwordHash, input.password);
    if (!user || !valid) throw new DomainError(AuthErrorCode.InvalidCredentials, MESSAGES.invalidCredentials);
    return this.tokens.issue(user);
  }

  /** Ends the caller's session: its token stops working everywhere at once; other sessions go on. */
  async logout(user: AuthUser): Promise<void> {
    await this.revokedSessions.revoke(
      { id: user.sessionId, userId: user.id, expiresAt: user.sessionExpiresAt },
      new Date(),
    );
  }

  /**
   * Answers the same whether or not the address belongs to an account, and sends in the background so the
   * response time does not tell either.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.resets.create(user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000));
    const link = `${this.env.publicUrl}/#/reset-password?token=${token}`;
    const mail = passwordResetMail(user.email, this.whiteLabel.site.appName, link, RESET_TOKEN_TTL_MINUTES);
    this.mail.send(mail).catch((error: unknown) => {
      this.logger.error(`Password reset mail could not be sent: ${errorMessage(error)}`);
    });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const now = new Date();
    const userId = await this.resets.consume(sha256(token), now);
    if (!userId) throw new DomainError(AuthErrorCode.InvalidResetToken, MESSAGES.invalidResetToken);
    const passwordHash = await this.hasher.hash(password);
    await this.users.update(userId, { passwordHash, bumpTokenVersion: true });
    await this.resets.invalidateAllFor(userId, now);
  }
}
