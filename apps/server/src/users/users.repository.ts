import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError } from 'typeorm';
import { EXAMPLE } from 'src/database/sql/sql-examples';
import { Sql } from 'src/database/sql/sql.decorator';
import { ACCOUNT_FILES, type AccountFiles } from 'src/files/account-files.port';
import { SessionCache } from 'src/session/session-cache';
import { UserEntity } from './user.entity';

export type NewUser = Pick<UserEntity, 'username' | 'email' | 'passwordHash'> &
  Partial<Pick<UserEntity, 'aiMemory'>>;
export type UserChanges = Partial<
  Pick<
    UserEntity,
    | 'email'
    | 'passwordHash'
    | 'displayName'
    | 'timeZone'
    | 'aiMemory'
    | 'writingReminder'
    | 'reviewDigest'
    | 'reminderDueAt'
    | 'digestDueAt'
  >
> & {
  bumpTokenVersion?: boolean;
};

/** Which unique column a failed insert or update collided with, if any. */
export type UniqueField = 'username' | 'email';

@Injectable()
export class UsersRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionCache,
    @Inject(ACCOUNT_FILES) private readonly files: AccountFiles,
  ) {}

  @Sql({ params: [EXAMPLE.ownerId] })
  findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.createQueryBuilder(UserEntity, 'u').where('u.id = :id', { id }).getOne();
  }

  /** Username and email columns are citext: these lookups ignore case. */
  @Sql({ params: [EXAMPLE.username] })
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.dataSource
      .createQueryBuilder(UserEntity, 'u')
      .where('u.username = :username', { username })
      .getOne();
  }

  /**
   * Whether PostgreSQL's own time zone data knows the zone: the days of On this day are counted there
   * (`AT TIME ZONE`), and its tzdata may be older or newer than the runtime's ICU.
   */
  @Sql({ params: ['Europe/Lisbon'] })
  async knowsTimeZone(zone: string): Promise<boolean> {
    const rows = await this.dataSource.query<Array<{ known: boolean }>>(
      'SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known',
      [zone],
    );
    return rows[0].known;
  }

  @Sql({ params: [EXAMPLE.email] })
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.createQueryBuilder(UserEntity, 'u').where('u.email = :email', { email }).getOne();
  }

  /** The new user, with what the database gave it (id, token version, timestamps). */
  @Sql({ params: [{ username: 'new-user', email: 'new@example.com', passwordHash: 'hash' }] })
  async insert(user: NewUser): Promise<UserEntity> {
    const entity = this.dataSource.manager.create(UserEntity, user);
    await this.dataSource.createQueryBuilder().insert().into(UserEntity).values(entity).execute();
    return entity;
  }

  @Sql(
    { name: 'profile', params: [EXAMPLE.ownerId, { email: 'new@example.com', displayName: 'Ex' }] },
    { name: 'password', params: [EXAMPLE.ownerId, { passwordHash: 'hash', bumpTokenVersion: true }] },
  )
  async update(id: string, changes: UserChanges): Promise<UserEntity | null> {
    const { bumpTokenVersion, ...columns } = changes;
    await this.dataSource
      .createQueryBuilder()
      .update(UserEntity)
      .set({ ...columns, ...(bumpTokenVersion ? { tokenVersion: () => 'token_version + 1' } : {}) })
      .where('id = :id', { id })
      .execute();
    // Every token of the user is refused from now on, on every instance.
    if (bumpTokenVersion) await this.sessions.forgetUser(id);
    return this.findById(id);
  }

  /**
   * Deletes the user and everything of theirs in one transaction; answers where their files' bytes were
   * (to remove once the rows are gone), or null when there was no such user. Every table referencing users
   * (conversations, entries, files, password_resets, revoked_sessions) does so ON DELETE CASCADE, so the
   * user's row takes the rest with it; the file rows are deleted first (by the files module) only to learn
   * their storage keys.
   */
  @Sql({ params: [EXAMPLE.ownerId] })
  async deleteWithEverything(id: string): Promise<string[] | null> {
    const storageKeys = await this.dataSource.transaction(async (manager) => {
      // Locking the row makes a concurrent insert referencing the user (an upload, a conversation) wait,
      // then fail on the foreign key, instead of leaving a row whose bytes nobody would remove.
      const locked = await manager
        .createQueryBuilder(UserEntity, 'user')
        .select('user.id')
        .setLock('pessimistic_write')
        .where('user.id = :id', { id })
        .getOne();
      if (!locked) return null;
      const fileKeys = await this.files.deleteRowsOf(id, manager);
      await manager.createQueryBuilder().delete().from(UserEntity).where('id = :id', { id }).execute();
      return fileKeys;
    });
    if (storageKeys) await this.sessions.forgetUser(id);
    return storageKeys;
  }

  /** Maps a unique violation (SQLSTATE 23505) to the column it concerns. */
  static uniqueViolation(error: unknown): UniqueField | undefined {
    if (!(error instanceof QueryFailedError)) return undefined;
    const driverError = error.driverError as { code?: string; detail?: string };
    if (driverError.code !== '23505') return undefined;
    if (driverError.detail?.includes('(username)')) return 'username';
    if (driverError.detail?.includes('(email)')) return 'email';
    return undefined;
  }
}
