import { randomUUID } from 'node:crypto';
import {
  type FeatureConfig,
  findTopic,
  parseFeatureConfig,
  parseSiteConfig,
  type TopicEntry,
} from '@app/schema';
import { QueryFailedError } from 'typeorm';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import { type EntryEntity, initialReplyStatus } from 'src/conversations/entry.entity';
import type { FileEntity } from 'src/files/file.entity';

// Plain objects with sensible defaults; a test overrides only what it is about. Ids are fresh UUIDs (the
// services refuse any other text), the owner is always OWNER_ID unless a test says otherwise.

export const OWNER_ID = '11111111-1111-4111-8111-111111111111';
const WRITTEN_AT = new Date('2024-05-01T09:00:00Z');

export const newId = (): string => randomUUID();

export function conversationFactory(overrides: Partial<ConversationEntity> = {}): ConversationEntity {
  return {
    id: newId(),
    ownerId: OWNER_ID,
    topic: 'travel',
    projectName: 'Lisbon',
    title: null,
    createdAt: WRITTEN_AT,
    updatedAt: WRITTEN_AT,
    ...overrides,
  };
}

/** A continuation waiting for its reply, unless `kind` or the reply's fields say otherwise. */
export function entryFactory(overrides: Partial<EntryEntity> = {}): EntryEntity {
  const kind = overrides.kind ?? 'continuation';
  return {
    id: newId(),
    conversationId: newId(),
    ownerId: OWNER_ID,
    kind,
    orderIndex: 1,
    userText: 'We walked up to the castle at dusk.',
    answers: null,
    replyText: null,
    replyStatus: initialReplyStatus(kind),
    replyError: null,
    replyBy: null,
    replyJobId: null,
    replyHeartbeatAt: null,
    fileId: null,
    sharedAt: null,
    shareExpiresAt: null,
    shareRevokedAt: null,
    mood: null,
    editedAt: null,
    createdAt: WRITTEN_AT,
    updatedAt: WRITTEN_AT,
    ...overrides,
  };
}

export function fileFactory(overrides: Partial<FileEntity> = {}): FileEntity {
  const id = overrides.id ?? newId();
  return {
    id,
    ownerId: OWNER_ID,
    name: 'tickets.txt',
    mime: 'text/plain',
    size: 12,
    sha256: 'a'.repeat(64),
    storageKey: `${id.slice(0, 2)}/${id}`,
    extractedText: 'Tram 28, 8am',
    createdAt: WRITTEN_AT,
    ...overrides,
  };
}

/** The white-label files of the tests: one enabled topic, `travel`, with one required question. */
export const TEST_SITE = parseSiteConfig({ title: 'Flexi', placeholder: 'Write here', appName: 'Flexi' });
export const TEST_FEATURES: FeatureConfig = parseFeatureConfig({
  flexiFeatures: {
    chat: {
      travel: {
        displayName: 'Travel',
        enabled: true,
        promptQuestions: [
          { id: 'where', text: 'Where did you go?', required: true },
          { id: 'best', text: 'What was the best moment?' },
        ],
        promptRole: 'Travel companion',
      },
    },
  },
});
export const TEST_TOPIC: TopicEntry = findTopic(TEST_FEATURES, 'travel')!;

/** What PostgreSQL answers when an entry names a file deleted since it was checked (the foreign key). */
export function missingFileError(): QueryFailedError {
  const driverError = Object.assign(new Error('insert or update on table "entries" violates foreign key'), {
    code: '23503',
    detail: 'Key (file_id)=(00000000-0000-4000-8000-000000000000) is not present in table "files".',
  });
  return new QueryFailedError('INSERT INTO "entries" …', [], driverError);
}
