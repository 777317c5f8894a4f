import { LIMITS } from '@app/schema';
import type { ImportSource } from '@/gql/graphql';
import { formatBytes } from '@/shared/format-bytes';
import { MESSAGES } from '@/shared/messages';

/** What the file picker offers: the extension, and the types browsers give zip files. */
export const IMPORT_ACCEPT = '.zip,application/zip,application/x-zip-compressed';

const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed']);

/** What an import sends: the zip, what it comes from and, for another app's, the topic its entries go to. */
export interface ImportRequest {
  file: File;
  source: ImportSource;
  /** A topic key; null for a Flexi export, which carries its own. */
  topic: string | null;
}

const NOT_ZIP: Record<ImportSource, string> = {
  FLEXI: MESSAGES.importNotZip,
  DAY_ONE: MESSAGES.importNotDayOneZip,
  MARKDOWN: MESSAGES.importNotMarkdownZip,
};

/**
 * Why a picked file cannot be imported, or null when it may be sent. Checked before any byte goes out: a
 * 300 MB video picked by mistake should not be uploaded to be refused. The server still judges the contents.
 */
export function importFileProblem(file: File, source: ImportSource = 'FLEXI'): string | null {
  // Some systems give zip files no type at all, so the name alone is enough.
  if (!/\.zip$/i.test(file.name) && !ZIP_TYPES.has(file.type)) return NOT_ZIP[source];
  if (file.size > LIMITS.importMaxBytes) return MESSAGES.importTooLarge(formatBytes(LIMITS.importMaxBytes));
  return null;
}
