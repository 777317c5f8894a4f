import { VALIDATION_MESSAGES } from '@app/schema';
import { QueryFailedError } from 'typeorm';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { AccountFiles } from 'src/files/account-files.port';
import type { SessionTokenService } from 'src/session/session-token.service';
import type { UpdateProfileInput } from './dto/update-profile.input';
import type { PasswordHasher } from './password-hasher';
import type { UserEntity } from './user.entity';
import type { UsersRepository } from './users.repository';
import { UserErrorCode } from './users.errors';
import { UsersService } from './users.service';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';
const CURRENT_PASSWORD = 'current-secret';

function userEntity(overrides: Partial<UserEntity> = {}): UserEntity {
  return {
    id: USER_ID,
    username: 'Marta',
    email: 'marta@example.com',
    passwordHash: '$argon2id$old',
    displayName: null,
    timeZone: null,
    aiMemory: false,
    writingReminder: null,
    reviewDigest: null,
    reminderDueAt: null,
    digestDueAt: null,
    tokenVersion: 0,
    createdAt: new Date('2024-01-01T00:00:00Z'),
    updatedAt: new Date('2024-01-01T00:00:00Z'),
    ...overrides,
  };
}

async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe(UsersService.name, () => {
  let sut: UsersService;
  let users: jest.Mocked<
    Pick<UsersRepository, 'findById' | 'findByEmail' | 'knowsTimeZone' | 'update' | 'deleteWithEverything'>
  >;
  let files: jest.Mocked<Pick<AccountFiles, 'removeStoredBytes'>>;
  let hasher: jest.Mocked<Pick<PasswordHasher, 'hash' | 'verify'>>;
  let tokens: jest.Mocked<Pick<SessionTokenService, 'issue'>>;

  beforeEach(() => {
    users = {
      findById: jest.fn().mockResolvedValue(userEntity()),
      findByEmail: jest.fn().mockResolvedValue(null),
      knowsTimeZone: jest.fn().mockResolvedValue(true),
      deleteWithEverything: jest.fn().mockResolvedValue(['ab/cd/file-1']),
      update: jest.fn((_id: string, changes) =>
        Promise.resolve(
          userEntity({
            email: changes.email ?? 'marta@example.com',
            displayName: changes.displayName ?? null,
            tokenVersion: changes.bumpTokenVersion ? 1 : 0,
          }),
        ),
      ),
    };
    hasher = {
      hash: jest.fn().mockResolvedValue('$argon2id$new'),
      verify: jest.fn((_hash: string | undefined, password: string) =>
        Promise.resolve(password === CURRENT_PASSWORD),
      ),
    };
    tokens = { issue: jest.fn().mockResolvedValue('fresh.jwt.token') };
    files = { removeStoredBytes: jest.fn().mockResolvedValue(undefined) };
    sut = new UsersService(
      users as unknown as UsersRepository,
      hasher as unknown as PasswordHasher,
      tokens as unknown as SessionTokenService,
      files as unknown as AccountFiles,
    );
  });

  describe('getProfile', () => {
    it('should return the user when it exists', async () => {
      await expect(sut.getProfile(USER_ID)).resolves.toMatchObject({ id: USER_ID, username: 'Marta' });
    });

    it('should throw USER_NOT_FOUND when the account is gone', async () => {
      users.findById.mockResolvedValue(null);

      const error = await domainErrorOf(sut.getProfile(USER_ID));

      expect([error.code, error.message]).toEqual([UserErrorCode.NotFound, MESSAGES.userNotFound]);
    });
  });

  describe('timeZoneOf', () => {
    it("should answer the writer's zone, and UTC until one is set", async () => {
      users.findById.mockResolvedValueOnce(userEntity({ timeZone: 'Europe/Lisbon' }));
      users.findById.mockResolvedValueOnce(userEntity({ timeZone: null }));

      await expect(sut.timeZoneOf(USER_ID)).resolves.toBe('Europe/Lisbon');
      await expect(sut.timeZoneOf(USER_ID)).resolves.toBe('UTC');
    });
  });

  describe('updateProfile', () => {
    it.each<[string, UpdateProfileInput]>([
      ['an empty input', {}],
      ['only undefined fields', { email: undefined, password: undefined, displayName: undefined }],
    ])('should refuse with the at-least-one-field message when given %s', async (_name, input) => {
      const error = await domainErrorOf(sut.updateProfile(USER_ID, input));

      expect([error.code, error.message]).toEqual([
        CommonErrorCode.ValidationFailed,
        VALIDATION_MESSAGES.profileNeedsOneField,
      ]);
      expect(users.update).not.toHaveBeenCalled();
    });

    it('should throw USER_EMAIL_TAKEN without updating when another user has the email', async () => {
      users.findByEmail.mockResolvedValue(userEntity({ id: OTHER_ID, email: 'taken@example.com' }));

      const error = await domainErrorOf(
        sut.updateProfile(USER_ID, { email: 'Taken@example.com', currentPassword: CURRENT_PASSWORD }),
      );

      expect([error.code, error.message]).toEqual([UserErrorCode.EmailTaken, MESSAGES.emailTaken]);
      expect(users.update).not.toHaveBeenCalled();
    });

    it('should throw USER_EMAIL_TAKEN when a concurrent update wins the unique index', async () => {
      users.update.mockRejectedValue(
        new QueryFailedError('UPDATE users', [], {
          code: '23505',
          detail: 'Key (email)=(new@example.com) already exists.',
        } as unknown as Error),
      );

      const error = await domainErrorOf(
        sut.updateProfile(USER_ID, { email: 'new@example.com', currentPassword: CURRENT_PASSWORD }),
      );

      expect(error.code).toBe(UserErrorCode.EmailTaken);
    });

    it('should store a time zone in its canonical spelling', async () => {
      await sut.updateProfile(USER_ID, { timeZone: 'asia/tokyo' });

      expect(users.knowsTimeZone).toHaveBeenCalledWith('Asia/Tokyo');
      expect(users.update).toHaveBeenCalledWith(USER_ID, expect.objectContaining({ timeZone: 'Asia/Tokyo' }));
    });

    it("should refuse a zone PostgreSQL's time zone data does not know, and change nothing", async () => {
      users.knowsTimeZone.mockResolvedValue(false);

      const error = await domainErrorOf(sut.updateProfile(USER_ID, { timeZone: 'Asia/Tokyo' }));

      expect(error.message).toBe(VALIDATION_MESSAGES.timeZoneUnknown);
      expect(users.update).not.toHaveBeenCalled();
    });

    it('should accept the own email in another letter case when nobody else has it', async () => {
      const result = await sut.updateProfile(USER_ID, { email: 'MARTA@Example.com' });

      expect(users.findByEmail).not.toHaveBeenCalled();
      expect(users.update).toHaveBeenCalledWith(USER_ID, {
        email: 'MARTA@Example.com',
        displayName: undefined,
      });
      expect(result.token).toBeNull();
    });

    it('should accept a new email when the only account holding it is the caller', async () => {
      users.findByEmail.mockResolvedValue(userEntity());

      await expect(
        sut.updateProfile(USER_ID, { email: 'marta@example.org', currentPassword: CURRENT_PASSWORD }),
      ).resolves.toMatchObject({
        user: { email: 'marta@example.org' },
      });
    });

    it('should hash the password, bump the token version and return a fresh token when the password changes', async () => {
      const result = await sut.updateProfile(USER_ID, {
        password: 'new-secret',
        currentPassword: CURRENT_PASSWORD,
      });

      expect(hasher.hash).toHaveBeenCalledWith('new-secret');
      expect(users.update).toHaveBeenCalledWith(USER_ID, {
        email: undefined,
        displayName: undefined,
        passwordHash: '$argon2id$new',
        bumpTokenVersion: true,
      });
      expect(tokens.issue).toHaveBeenCalledWith(expect.objectContaining({ id: USER_ID, tokenVersion: 1 }));
      expect(result).toEqual({
        user: expect.objectContaining({ tokenVersion: 1 }),
        token: 'fresh.jwt.token',
      });
    });

    it.each<[string, UpdateProfileInput, string, string]>([
      [
        'the password changes without the current one',
        { password: 'new-secret' },
        UserErrorCode.CurrentPasswordRequired,
        VALIDATION_MESSAGES.currentPasswordRequired,
      ],
      [
        'the email changes without the current password',
        { email: 'marta@example.org' },
        UserErrorCode.CurrentPasswordRequired,
        VALIDATION_MESSAGES.currentPasswordRequired,
      ],
      [
        'the password changes with a wrong current one',
        { password: 'new-secret', currentPassword: 'guess' },
        UserErrorCode.CurrentPasswordWrong,
        VALIDATION_MESSAGES.currentPasswordWrong,
      ],
      [
        'the email changes with a wrong current password',
        { email: 'marta@example.org', currentPassword: 'guess' },
        UserErrorCode.CurrentPasswordWrong,
        VALIDATION_MESSAGES.currentPasswordWrong,
      ],
    ])('should refuse and change nothing when %s', async (_name, input, code, message) => {
      const error = await domainErrorOf(sut.updateProfile(USER_ID, input));

      expect([error.code, error.message]).toEqual([code, message]);
      expect(hasher.hash).not.toHaveBeenCalled();
      expect(users.update).not.toHaveBeenCalled();
    });

    it('should neither hash nor issue a token when only the display name changes', async () => {
      const result = await sut.updateProfile(USER_ID, { displayName: 'Marta R.' });

      expect(hasher.hash).not.toHaveBeenCalled();
      expect(tokens.issue).not.toHaveBeenCalled();
      expect(users.update).toHaveBeenCalledWith(USER_ID, { email: undefined, displayName: 'Marta R.' });
      expect(result).toEqual({ user: expect.objectContaining({ displayName: 'Marta R.' }), token: null });
    });

    it('should throw USER_NOT_FOUND when the account disappears before the update', async () => {
      users.update.mockResolvedValue(null);

      const error = await domainErrorOf(sut.updateProfile(USER_ID, { displayName: 'Marta' }));

      expect(error.code).toBe(UserErrorCode.NotFound);
      expect(tokens.issue).not.toHaveBeenCalled();
    });

    it('should rethrow a database failure unchanged when it is not a unique violation', async () => {
      const failure = new Error('connection lost');
      users.update.mockRejectedValue(failure);

      await expect(sut.updateProfile(USER_ID, { displayName: 'Marta' })).rejects.toBe(failure);
    });
  });

  describe('deleteAccount', () => {
    it.each([
      [
        'missing',
        undefined,
        UserErrorCode.CurrentPasswordRequired,
        VALIDATION_MESSAGES.currentPasswordRequired,
      ],
      ['wrong', 'not-it', UserErrorCode.CurrentPasswordWrong, VALIDATION_MESSAGES.currentPasswordWrong],
    ])('should delete nothing when the password is %s', async (_case, password, code, message) => {
      const error = await domainErrorOf(sut.deleteAccount(USER_ID, password));

      expect({ code: error.code, message: error.message }).toEqual({ code, message });
      expect(users.deleteWithEverything).not.toHaveBeenCalled();
      expect(files.removeStoredBytes).not.toHaveBeenCalled();
    });

    it('should delete the rows and then the bytes when the password is right', async () => {
      await sut.deleteAccount(USER_ID, CURRENT_PASSWORD);

      expect(users.deleteWithEverything).toHaveBeenCalledWith(USER_ID);
      expect(files.removeStoredBytes).toHaveBeenCalledWith(['ab/cd/file-1']);
      expect(users.deleteWithEverything.mock.invocationCallOrder[0]).toBeLessThan(
        files.removeStoredBytes.mock.invocationCallOrder[0],
      );
    });

    it('should answer USER_NOT_FOUND when the user went away in between', async () => {
      users.deleteWithEverything.mockResolvedValue(null);

      const error = await domainErrorOf(sut.deleteAccount(USER_ID, CURRENT_PASSWORD));

      expect(error.code).toBe(UserErrorCode.NotFound);
      expect(files.removeStoredBytes).not.toHaveBeenCalled();
    });
  });
});
