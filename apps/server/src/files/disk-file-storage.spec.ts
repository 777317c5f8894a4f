import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AppEnv } from 'src/config/env';
import { DiskFileStorage } from './disk-file-storage';

const KEY = 'ab/cd/abcd1234-0000-4000-8000-000000000000';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every regular file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe(DiskFileStorage.name, () => {
  let dataDir: string;
  let sut: DiskFileStorage;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'flexi-storage-'));
    sut = new DiskFileStorage({ dataDir } as AppEnv);
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should write under DATA_DIR/files/<key>, readable by the owner only, and read it back', async () => {
    await sut.put(KEY, Readable.from([Buffer.from('hello '), Buffer.from('world')]));

    const path = join(dataDir, 'files', ...KEY.split('/'));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    await expect(readAll(await sut.open(KEY))).resolves.toEqual(Buffer.from('hello world'));
  });

  it.each([
    [
      'fails at once',
      () =>
        new Readable({
          read() {
            this.destroy(new Error('boom'));
          },
        }),
    ],
    [
      'fails halfway',
      () => {
        let sent = false;
        return new Readable({
          read() {
            if (sent) this.destroy(new Error('boom'));
            else this.push(Buffer.alloc(1024, 'x'));
            sent = true;
          },
        });
      },
    ],
  ])(
    'should reject and leave no file, not even a temporary one, when the stream %s',
    async (_name, source) => {
      await expect(sut.put(KEY, source())).rejects.toThrow('boom');

      expect(filesUnder(dataDir)).toEqual([]);
    },
  );

  it('should reject when there are no bytes under the key', async () => {
    await expect(sut.open(KEY)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('should remove the bytes and accept removing them again', async () => {
    await sut.put(KEY, Readable.from([Buffer.from('x')]));

    await sut.remove(KEY);
    await sut.remove(KEY);

    expect(filesUnder(dataDir)).toEqual([]);
  });

  it.each(['../outside', 'ab/../../etc/passwd', '/absolute', 'a//b', 'a/b/', 'name.with.dots', ''])(
    'should refuse the key %j when it could leave the storage folder',
    async (key) => {
      await expect(sut.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('Invalid storage key');
      await expect(sut.open(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
