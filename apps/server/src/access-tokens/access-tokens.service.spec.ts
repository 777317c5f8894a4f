import { LIMITS } from '@app/schema';
import { automock } from 'test/unit/automock';
import { expectDomainError } from 'test/unit/fakes';
import { MESSAGES } from 'src/common/messages';
import { SessionCache } from 'src/session/session-cache';
import type { AccessTokenEntity } from './access-token.entity';
import { accessTokenHash } from './access-token-secret';
import { AccessTokenErrorCode } from './access-tokens.errors';
import { AccessTokensRepository } from './access-tokens.repository';
import { AccessTokensService } from './access-tokens.service';

const OWNER = '11111111-1111-4111-8111-111111111111';
const TOKEN_ID = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-11-27T12:00:00.000Z');
const SECRET = `flexi_pat_${'a'.repeat(43)}`;

function stored(overrides: Partial<AccessTokenEntity> = {}): AccessTokenEntity {
  return {
    id: TOKEN_ID,
    ownerId: OWNER,
    name: 'Backup',
    tokenHash: accessTokenHash(SECRET),
    scopes: ['READ'],
    createdAt: new Date('2026-11-01T00:00:00.000Z'),
    lastUsedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

describe(AccessTokensService.name, () => {
  let tokens: jest.Mocked<AccessTokensRepository>;
  let sessions: jest.Mocked<SessionCache>;
  let sut: AccessTokensService;

  beforeEach(() => {
    tokens = automock(AccessTokensRepository);
    sessions = automock(SessionCache);
    sut = new AccessTokensService(tokens, sessions);
  });

  describe('create', () => {
    it('should store the hash of the secret it answers, WRITE with READ, expiring after the days asked', async () => {
      tokens.insertWithin.mockImplementation((token) => Promise.resolve(stored(token)));

      const { secret } = await sut.create(OWNER, { name: 'Sync', scopes: ['WRITE'], expiresInDays: 30 }, NOW);

      expect(tokens.insertWithin).toHaveBeenCalledWith(
        {
          ownerId: OWNER,
          name: 'Sync',
          tokenHash: accessTokenHash(secret),
          scopes: ['READ', 'WRITE'],
          expiresAt: new Date('2026-12-27T12:00:00.000Z'),
        },
        LIMITS.accessTokensMax,
      );
    });

    it('should refuse when the writer already has as many tokens as one may have', async () => {
      tokens.insertWithin.mockResolvedValue(null);

      await expectDomainError(
        sut.create(OWNER, { name: 'One more', scopes: ['READ'] }, NOW),
        AccessTokenErrorCode.LimitReached,
        MESSAGES.accessTokensFull(LIMITS.accessTokensMax),
      );
    });
  });

  describe('authenticate', () => {
    it('should answer the owner with the token and its scopes, and record a first use', async () => {
      tokens.findByHash.mockResolvedValue({ token: stored(), username: 'marta' });
      tokens.touch.mockResolvedValue();

      const caller = await sut.authenticate(SECRET, NOW);

      expect(caller).toMatchObject({
        id: OWNER,
        username: 'marta',
        accessToken: { id: TOKEN_ID, scopes: ['READ'] },
      });
      expect(tokens.findByHash).toHaveBeenCalledWith(accessTokenHash(SECRET));
      expect(tokens.touch).toHaveBeenCalledWith(TOKEN_ID, NOW);
    });

    it('should not write a use again within a minute of the last one', async () => {
      tokens.findByHash.mockResolvedValue({
        token: stored({ lastUsedAt: new Date(NOW.getTime() - 59_000) }),
        username: 'marta',
      });

      await sut.authenticate(SECRET, NOW);

      expect(tokens.touch).not.toHaveBeenCalled();
    });

    it.each([
      ['unknown', null],
      ['expired', { token: stored({ expiresAt: NOW }), username: 'marta' }],
    ])('should answer no caller for an %s token, and record no use', async (_case, found) => {
      tokens.findByHash.mockResolvedValue(found);

      expect(await sut.authenticate(SECRET, NOW)).toBeNull();
      expect(tokens.touch).not.toHaveBeenCalled();
    });
  });

  describe('revoke', () => {
    it('should delete the token, then make every instance forget its owner’s checked credentials', async () => {
      tokens.delete.mockResolvedValue(true);
      sessions.forgetUser.mockResolvedValue();

      await sut.revoke(OWNER, TOKEN_ID);

      expect(tokens.delete).toHaveBeenCalledWith(OWNER, TOKEN_ID);
      expect(sessions.forgetUser).toHaveBeenCalledWith(OWNER);
    });

    it('should answer not found for an id that is not a UUID, without asking the database', async () => {
      await expectDomainError(
        sut.revoke(OWNER, 'nope'),
        AccessTokenErrorCode.NotFound,
        MESSAGES.accessTokenNotFound,
      );
      expect(tokens.delete).not.toHaveBeenCalled();
    });

    it('should answer not found, and forget nothing, when the writer has no such token', async () => {
      tokens.delete.mockResolvedValue(false);

      await expectDomainError(
        sut.revoke(OWNER, TOKEN_ID),
        AccessTokenErrorCode.NotFound,
        MESSAGES.accessTokenNotFound,
      );
      expect(sessions.forgetUser).not.toHaveBeenCalled();
    });
  });
});
