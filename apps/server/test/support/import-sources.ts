import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TopicEntry } from '@app/schema';
import { ZipArchive } from 'src/journal-transfer/zip-archive';
import type { ForeignRules } from 'src/journal-transfer/import/foreign-journal';

/** For the import sources' unit tests (journal-transfer/import): a topic of two questions, and a zip opened as an import opens it. */
export const TEST_TOPIC = {
  key: 'familyMemories',
  displayName: 'Family Memories',
  enabled: true,
  promptQuestions: [
    { id: 'q1', text: 'Which memory?', required: true },
    { id: 'q2', text: 'Who was there?', required: false },
  ],
} as TopicEntry;

export const TEST_RULES: ForeignRules = { fileMaxBytes: 1024, topic: TEST_TOPIC, zone: 'Europe/Rome' };

/** Opens these zip bytes as a ZipArchive, runs `use`, and removes the file. */
export async function withZip<T>(bytes: Buffer, use: (zip: ZipArchive) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'import-source-'));
  try {
    const path = join(dir, 'test.zip');
    await writeFile(path, bytes);
    const zip = await ZipArchive.open(path, 1000);
    try {
      return await use(zip);
    } finally {
      zip.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
