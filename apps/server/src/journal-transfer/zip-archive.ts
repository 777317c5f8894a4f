import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DateTime } from 'luxon';
import type { Entry, ZipFile } from 'yauzl';

/** The zip could not be read as a zip (not one, truncated, or with an entry yauzl refuses, e.g. `../x`). */
export class ZipUnreadableError extends Error {
  constructor(
    readonly looksLikeZip: boolean,
    cause: unknown,
  ) {
    super('The zip cannot be read', { cause });
    this.name = 'ZipUnreadableError';
  }
}

/** More entries than the reader lists. */
export class ZipTooManyEntriesError extends Error {
  constructor(readonly count: number) {
    super(`The zip holds ${count} entries`);
    this.name = 'ZipTooManyEntriesError';
  }
}

/** Extra fields that carry a file's time with its zone: Info-ZIP's "UT" (Unix time) and NTFS times. */
const UNIX_TIME_FIELD = 0x5455;
const NTFS_FIELD = 0x000a;

/** The first bytes of a zip: a local file header, or the end record of an empty archive. */
const ZIP_SIGNATURES = ['504b0304', '504b0506'];

/**
 * A zip on disk read by random access (yauzl): the central directory is listed first, so entries are looked
 * up by path and only the ones asked for are decompressed. Entry names are checked by yauzl (no absolute paths,
 * no `..`, no backslashes), and every entry's stream fails if it yields more or fewer bytes than its header
 * declares, so the declared uncompressed sizes can be trusted to bound what is read.
 */
export class ZipArchive {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  static async open(path: string, maxEntries: number): Promise<ZipArchive> {
    // Loaded with the first journal import, not at start-up.
    const { openPromise } = await import('yauzl');
    let zip: ZipFile;
    try {
      zip = await openPromise(path, { autoClose: false, validateEntrySizes: true });
    } catch (error) {
      throw new ZipUnreadableError(await startsLikeZip(path), error);
    }
    try {
      if (zip.entryCount > maxEntries) throw new ZipTooManyEntriesError(zip.entryCount);
      const entries = new Map<string, Entry>();
      try {
        for await (const entry of zip.eachEntry()) {
          // A repeated name is ambiguous (which one is meant?): refused like a broken archive.
          if (entries.has(entry.fileName)) throw new Error(`Repeated entry ${entry.fileName}`);
          if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        }
      } catch (error) {
        throw new ZipUnreadableError(true, error);
      }
      return new ZipArchive(zip, entries);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** The paths of its files (not folders), in the zip's order. */
  paths(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * When the file at `path` was last changed, as the zip says: the exact time when the zip carries it (the
   * extended timestamp most tools write), else the MS-DOS date and time, which name no zone, read in `zone`.
   */
  modifiedAt(path: string, zone: string): Date {
    const entry = this.entries.get(path);
    if (!entry) throw new Error(`No entry ${path}`);
    const exact = entry.extraFields.some((field) => field.id === UNIX_TIME_FIELD || field.id === NTFS_FIELD);
    if (exact) return entry.getLastModDate();
    // The wall clock written in the zip, read as if in UTC, then placed in the writer's zone.
    const wallClock = entry
      .getLastModDate({ forceDosFormat: true, timezone: 'UTC' })
      .toISOString()
      .slice(0, 19);
    return DateTime.fromISO(wallClock, { zone }).toJSDate();
  }

  /** The declared uncompressed size of the file at `path`, or undefined when the zip has no such file. */
  sizeOf(path: string): number | undefined {
    return this.entries.get(path)?.uncompressedSize;
  }

  /** The file's bytes, decompressed; the stream fails on a wrong size or checksum. */
  async read(path: string): Promise<Readable> {
    const entry = this.entries.get(path);
    if (!entry) throw new Error(`No entry ${path}`);
    try {
      return await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      // Encrypted entries, unknown compression methods, a local header that does not match.
      throw new ZipUnreadableError(true, error);
    }
  }

  close(): void {
    this.zip.close();
  }
}

async function startsLikeZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && ZIP_SIGNATURES.includes(head.toString('hex'));
  } finally {
    await handle.close();
  }
}
