import { createHash } from 'node:crypto';
import { formatBytes, MESSAGES } from 'src/common/messages';
import { JOURNAL_JSON_PATH, type JournalV1 } from 'src/journal-transfer/journal-format';
import { IMPORT_LIMITS, type JournalRules, parseJournal } from 'src/journal-transfer/journal-validation';
import type { ZipArchive } from 'src/journal-transfer/zip-archive';
import { damaged, notAJournal, tooBig } from './import-refusals';
import type { JournalToImport, ReadImport } from './journal-to-import';
import { readZipFile } from './zip-text';

/** A Flexi export: journal.json, checked against the format (journal-validation.ts), and the files it names. */
export async function readFlexiExport(zip: ZipArchive, rules: JournalRules): Promise<ReadImport> {
  const size = zip.sizeOf(JOURNAL_JSON_PATH);
  if (size === undefined) throw notAJournal();
  if (size > IMPORT_LIMITS.journalJsonMaxBytes) {
    throw tooBig(`journal.json is over ${formatBytes(IMPORT_LIMITS.journalJsonMaxBytes)}`);
  }
  const bytes = await readZipFile(zip, JOURNAL_JSON_PATH);
  // The fingerprint of the bytes, whatever zip tool re-packed them (decision 0167).
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    // Not UTF-8 (TypeError) or not JSON: the same to the writer.
    throw damaged(MESSAGES.importInvalidJson);
  }
  const journal = await parseJournal(json, rules);
  return { journal: toImport(journal), fingerprint, unpackedBytes: size, skipped: { entries: 0, files: 0 } };
}

/** The journal as an import writes it: every attachment must be the bytes the export describes. */
function toImport(journal: JournalV1): JournalToImport {
  return {
    conversations: journal.conversations.map(({ topicName: _name, entries, ...conversation }) => ({
      ...conversation,
      entries: entries.map(({ share: _share, file, ...entry }) => ({
        ...entry,
        file: file && {
          path: file.path,
          name: file.name,
          size: file.size,
          declared: { sha256: file.sha256, mime: file.mime },
        },
      })),
    })),
    answers: journal.journalAnswers?.items ?? [],
  };
}
