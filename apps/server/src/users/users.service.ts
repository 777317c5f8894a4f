import { canonicalTimeZone, profileChangeNeedsCurrentPassword, VALIDATION_MESSAGES } from '@app/schema';
import { Inject, Injectable } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { ACCOUNT_FILES, type AccountFiles } from 'src/files/account-files.port';
import { SessionTokenService } from 'src/session/session-token.service';
import type { UpdateProfileInput } from './dto/update-profile.input';
import type { UserEntity } from './user.entity';
import { UsersRepository, type UserChanges } from './users.repository';
import { UserErrorCode } from './users.errors';

export interface ProfileUpdate {
  user: UserEntity;
  /** Set when the password changed: the caller's old token no longer works. */
  token: string | null;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokenService,
    @Inject(ACCOUNT_FILES) private readonly files: AccountFiles,
  ) {}

  async getProfile(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError(UserErrorCode.NotFound, MESSAGES.userNotFound);
    return user;
  }

  async updateProfile(userId: string, input: UpdateProfileInput): Promise<ProfileUpdate> {
    const { email, password, displayName, timeZone } = input;
    if (
      email === undefined &&
      password === undefined &&
      displayName === undefined &&
      timeZone === undefined
    ) {
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.profileNeedsOneField);
    }
    const current = await this.getProfile(userId);
    // A borrowed session must not be enough to take the account over: the password or the address that
    // resets it need the current password.
    if (profileChangeNeedsCurrentPassword(input, current.email)) {
      await this.checkCurrentPassword(current, input.currentPassword);
    }
    if (email !== undefined && email.toLowerCase() !== current.email.toLowerCase()) {
      const owner = await this.users.findByEmail(email);
      if (owner && owner.id !== userId) throw new DomainError(UserErrorCode.EmailTaken, MESSAGES.emailTaken);
    }
    const zone = timeZone === undefined ? undefined : await this.checkedTimeZone(timeZone);
    const changes: UserChanges = { email, displayName, timeZone: zone };
    if (password !== undefined) {
      changes.passwordHash = await this.hasher.hash(password);
      changes.bumpTokenVersion = true;
    }
    const updated = await this.users.update(userId, changes).catch((error: unknown) => {
      if (UsersRepository.uniqueViolation(error) === 'email') {
        throw new DomainError(UserErrorCode.EmailTaken, MESSAGES.emailTaken);
      }
      throw error;
    });
    if (!updated) throw new DomainError(UserErrorCode.NotFound, MESSAGES.userNotFound);
    return { user: updated, token: password !== undefined ? await this.tokens.issue(updated) : null };
  }

  /** The zone in its canonical spelling, once both the runtime and PostgreSQL know it. */
  private async checkedTimeZone(value: string): Promise<string> {
    const zone = canonicalTimeZone(value);
    if (!zone || !(await this.users.knowsTimeZone(zone))) {
      throw new DomainError(CommonErrorCode.ValidationFailed, VALIDATION_MESSAGES.timeZoneUnknown);
    }
    return zone;
  }

  /**
   * Deletes the account and everything of the user's once the current password is confirmed: rows in one
   * transaction, then the files' bytes. The caller's token stops working at once (its user is gone).
   */
  async deleteAccount(userId: string, password: string | undefined): Promise<void> {
    const current = await this.getProfile(userId);
    await this.checkCurrentPassword(current, password);
    const storageKeys = await this.users.deleteWithEverything(userId);
    if (!storageKeys) throw new DomainError(UserErrorCode.NotFound, MESSAGES.userNotFound);
    await this.files.removeStoredBytes(storageKeys);
  }

  private async checkCurrentPassword(user: UserEntity, currentPassword: string | undefined): Promise<void> {
    if (currentPassword === undefined) {
      throw new DomainError(
        UserErrorCode.CurrentPasswordRequired,
        VALIDATION_MESSAGES.currentPasswordRequired,
      );
    }
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
      throw new DomainError(UserErrorCode.CurrentPasswordWrong, VALIDATION_MESSAGES.currentPasswordWrong);
    }
  }
}
