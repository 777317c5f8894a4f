import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { assertStorageKey, type FileStorage } from './file-storage.port';

/**
 * Files under `DATA_DIR/files/<key>`, readable by the server's user only. A file is written to `.tmp/` first
 * and renamed into place once complete, so a reader never sees half a file and a failed upload leaves
 * nothing under its key.
 */
@Injectable()
export class DiskFileStorage implements FileStorage {
  private readonly root: string;
  private readonly tmp: string;

  constructor(@Inject(APP_ENV) env: AppEnv) {
    this.root = join(env.dataDir, 'files');
    this.tmp = join(this.root, '.tmp');
  }

  async put(key: string, content: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.tmp, { recursive: true, mode: 0o700 });
    const temp = join(this.tmp, `${randomUUID()}.part`);
    const output = createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true });
    try {
      await pipeline(content, output);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await rename(temp, target);
    } catch (error) {
      // A failure can come before the file is even open: wait until it is closed, or it would outlive rm.
      if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
      await rm(temp, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    // Opened before returning, so a missing file rejects here rather than in the middle of a response.
    const handle = await open(this.pathOf(key), 'r');
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }
}
