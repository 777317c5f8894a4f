import type { DataSourceOptions } from 'typeorm';
import { AccessTokenEntity } from 'src/access-tokens/access-token.entity';
import { PasswordResetEntity } from 'src/auth/password-reset.entity';
import { RevokedSessionEntity } from 'src/auth/revoked-session.entity';
import { ConversationEntity } from 'src/conversations/conversation.entity';
import { EntryEntity } from 'src/conversations/entry.entity';
import { FileEntity } from 'src/files/file.entity';
import { JournalAnswerEntity } from 'src/journal-answers/journal-answer.entity';
import { JournalImportEntity } from 'src/journal-transfer/journal-import.entity';
import { ReviewEntity } from 'src/looking-back/reviews/review.entity';
import { EntryMemoryEntity } from 'src/memory/entry-memory.entity';
import { UserEntity } from 'src/users/user.entity';
import { WebhookDeliveryEntity } from 'src/webhooks/webhook-delivery.entity';
import { WebhookEntity } from 'src/webhooks/webhook.entity';
import { MIGRATIONS } from './migrations';
import { pgTypes } from './timestamp-parser';
import { TypeormLogger } from './typeorm-logger';

export const ENTITIES = [
  UserEntity,
  PasswordResetEntity,
  RevokedSessionEntity,
  ConversationEntity,
  EntryEntity,
  FileEntity,
  JournalImportEntity,
  ReviewEntity,
  EntryMemoryEntity,
  JournalAnswerEntity,
  AccessTokenEntity,
  WebhookEntity,
  WebhookDeliveryEntity,
];

/** One definition for the app, the migration CLI and the tests: migrations only, never synchronize. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // Extensions are created by migrations, not implicitly at every connect.
    installExtensions: false,
    // gen_random_uuid() is built into PostgreSQL 13+; uuid-ossp is not needed.
    uuidExtension: 'pgcrypto',
    logging: ['error', 'warn', 'migration'],
    logger: new TypeormLogger(),
    extra: { max: 10, connectionTimeoutMillis: 10_000, types: pgTypes },
  };
}
