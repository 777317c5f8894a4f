import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntryOptions {
  mtime: Date;
  /** Off for bytes that are compressed already (PNG, JPEG, PDF): deflating them again costs time for nothing. */
  compress: boolean;
}

/**
 * A zip written as a stream (yazl), with backpressure towards the producer: `add` resolves only when yazl
 * starts reading that entry, which it does once every earlier entry has been written to `output`, which in
 * turn waits for whoever reads `output` (the HTTP response). So however large the archive, at most the entry
 * being written and the one just added are held, and a slow download slows the producer down.
 *
 * When `output` closes early (the client went away) or an entry's stream fails, every pending and later
 * `add` rejects, so the producer stops instead of waiting forever.
 */
export class ZipStreamWriter {
  private readonly zip = new ZipFile();
  readonly output: Readable;
  private failure: Error | null = null;
  private readonly pending = new Set<(error: Error) => void>();
  /** The entry yazl is reading: destroyed on abort, so its file is closed at once. */
  private current: Readable | null = null;

  constructor() {
    this.output = this.zip.outputStream as Readable;
    this.zip.on('error', (error: Error) => this.abort(error));
    this.output.once('close', () => {
      if (!this.output.readableEnded) this.abort(new Error('The download was closed before it ended'));
    });
  }

  add(path: string, content: Readable | Buffer, options: ZipEntryOptions): Promise<void> {
    const stream = Buffer.isBuffer(content) ? Readable.from([content], { objectMode: false }) : content;
    if (this.failure) {
      stream.destroy();
      return Promise.reject(this.failure);
    }
    return new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        this.pending.delete(fail);
        stream.destroy();
        reject(error);
      };
      this.pending.add(fail);
      // yazl pipes the stream, and pipe() does not pass a source's error on: without this the zip would wait
      // for the rest of a file that will never come.
      stream.once('error', (error: Error) => this.abort(error));
      const mtime = clampToZipTimes(options.mtime);
      this.zip.addReadStreamLazy(path, { mtime, compress: options.compress }, (callback) => {
        this.pending.delete(fail);
        this.current = stream;
        callback(null, stream);
        resolve();
      });
    });
  }

  /** No more entries: the central directory is written and `output` ends once it has been read. */
  end(): void {
    if (!this.failure) this.zip.end();
  }

  /** Stops the archive: `output` is destroyed with the error and every waiting `add` rejects. */
  abort(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const fail of [...this.pending]) fail(error);
    this.current?.destroy();
    this.output.destroy(error);
  }
}

// Zip headers hold times from 1980 (DOS dates) and, in yazl's extra field, up to 2038 (32-bit Unix time);
// yazl throws on a time before 1970, so times are kept within what both can say.
const EARLIEST_ZIP_TIME = new Date('1980-01-01T00:00:00Z');
const LATEST_ZIP_TIME = new Date('2038-01-19T03:14:07Z');

function clampToZipTimes(date: Date): Date {
  if (!(date.getTime() >= EARLIEST_ZIP_TIME.getTime())) return EARLIEST_ZIP_TIME;
  return date > LATEST_ZIP_TIME ? LATEST_ZIP_TIME : date;
}
