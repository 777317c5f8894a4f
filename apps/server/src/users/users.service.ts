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
import { nextDigestAt, nextReminderAt, type ReviewDigest, type WritingReminder } from './mail-settings';
import { DEFAULT_TIME_ZONE } from './dto/profile.model';
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

  /** The writer's IANA zone, in which their days are counted: UTC until one is set. */
  async timeZoneOf(userId: string): Promise<string> {
    return (await this.getProfile(userId)).timeZone ?? DEFAULT_TIME_ZONE;
  }

  /** Whether replies may draw on the writer's other conversations (Profile.aiMemory). */
  async memoryOf(userId: string): Promise<boolean> {
    return (await this.getProfile(userId)).aiMemory;
  }

  async updateProfile(userId: string, input: UpdateProfileInput): Promise<ProfileUpdate> {
    const { email, password, displayName, timeZone, writingReminder, reviewDigest, aiMemory } = input;
    if (
      email === undefined &&
      password === undefined &&
      displayName === undefined &&
      timeZone === undefined &&
      writingReminder === undefined &&
      reviewDigest === undefined &&
      aiMemory === undefined
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
    const changes: UserChanges = {
      email,
      displayName,
      timeZone: zone,
      aiMemory,
      ...mailSchedule(current, { timeZone: zone, writingReminder, reviewDigest }),
    };
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

interface MailChanges {
  timeZone?: string;
  writingReminder?: WritingReminder | null;
  reviewDigest?: ReviewDigest | null;
}

/**
 * The mail settings as changed, with when each mail is next due: set again whenever its setting or the zone
 * changes (a reminder at 08:00 is 08:00 where the writer now is), cleared when it is turned off.
 */
function mailSchedule(current: UserEntity, change: MailChanges): Partial<UserEntity> {
  const zone = change.timeZone ?? current.timeZone ?? DEFAULT_TIME_ZONE;
  const now = new Date();
  const schedule: Partial<UserEntity> = {};
  const reminder = change.writingReminder === undefined ? current.writingReminder : change.writingReminder;
  if (change.writingReminder !== undefined || (change.timeZone !== undefined && reminder)) {
    schedule.writingReminder = reminder && {
      weekdays: [...new Set(reminder.weekdays)].sort(),
      time: reminder.time,
    };
    schedule.reminderDueAt = reminder ? nextReminderAt(reminder, zone, now) : null;
  }
  const digest = change.reviewDigest === undefined ? current.reviewDigest : change.reviewDigest;
  if (change.reviewDigest !== undefined || (change.timeZone !== undefined && digest)) {
    schedule.reviewDigest = digest && {
      frequency: digest.frequency,
      weekday: digest.weekday,
      time: digest.time,
    };
    schedule.digestDueAt = digest ? nextDigestAt(digest, zone, now) : null;
  }
  return schedule;
}
