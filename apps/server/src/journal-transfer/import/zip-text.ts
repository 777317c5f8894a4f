import { MESSAGES } from 'src/common/messages';
import type { ZipArchive } from 'src/journal-transfer/zip-archive';
import { damaged } from './import-refusals';

/** A file of the zip, whole (the caller bounded its size); a broken entry is refused as a damaged zip. */
export async function readZipFile(zip: ZipArchive, path: string): Promise<Buffer> {
  try {
    return Buffer.concat(await (await zip.read(path)).toArray());
  } catch {
    throw damaged(MESSAGES.importUnreadable);
  }
}

/** The bytes as UTF-8 text without a leading byte order mark, or null when they are not UTF-8. */
export function utf8Text(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Files a source reads: `.json` or `.md` files, say, anywhere but in macOS's resource folder or hidden. */
export function documentsIn(zip: ZipArchive, extensions: readonly string[]): string[] {
  return zip
    .paths()
    .filter((path) => {
      const segments = path.split('/');
      if (segments[0] === '__MACOSX' || segments.some((segment) => segment.startsWith('.'))) return false;
      const lower = path.toLowerCase();
      return extensions.some((extension) => lower.endsWith(extension));
    })
    .sort();
}
