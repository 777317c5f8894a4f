import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fromBufferPromise } from 'yauzl';
import { ZipStreamWriter } from './zip-stream-writer';

const MTIME = new Date('2026-11-22T14:00:00Z');
const MB = 1024 * 1024;

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, Buffer.concat(await (await zip.openReadStreamPromise(entry)).toArray()));
  }
  return files;
}

/** Whether the promise has settled within a few turns of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await sleep(50);
  return done;
}

describe(ZipStreamWriter.name, () => {
  it('should write buffers and streams into a zip that unzips to the same bytes', async () => {
    const sut = new ZipStreamWriter();
    const image = randomBytes(300_000);
    const reading = Readable.from(sut.output).toArray();

    await sut.add('notes/a.md', Buffer.from('# Hello\n'), { mtime: MTIME, compress: true });
    await sut.add('files/image.png', Readable.from([image.subarray(0, 1000), image.subarray(1000)]), {
      mtime: MTIME,
      compress: false,
    });
    sut.end();

    const files = await unzip(Buffer.concat(await reading));
    expect([...files.keys()]).toEqual(['notes/a.md', 'files/image.png']);
    expect(files.get('notes/a.md')?.toString()).toBe('# Hello\n');
    expect(files.get('files/image.png')).toEqual(image);
  });

  it('should write times zip headers cannot hold as the nearest they can', async () => {
    const sut = new ZipStreamWriter();
    const reading = Readable.from(sut.output).toArray();

    await sut.add('old.md', Buffer.from('x'), { mtime: new Date('1901-01-01T00:00:00Z'), compress: true });
    await sut.add('new.md', Buffer.from('y'), { mtime: new Date('2100-01-01T00:00:00Z'), compress: true });
    sut.end();

    expect((await unzip(Buffer.concat(await reading))).size).toBe(2);
  });

  it('should make the producer wait while nobody reads the zip, and go on when it is read', async () => {
    const sut = new ZipStreamWriter();
    const entry = () => Readable.from([randomBytes(MB)], { objectMode: false });

    // The first entries fill the stream buffers; one of the next must wait for a reader.
    const adds: Array<Promise<void>> = [];
    for (let i = 0; i < 4; i++)
      adds.push(sut.add(`files/${i}.bin`, entry(), { mtime: MTIME, compress: false }));
    expect(await settled(adds[3])).toBe(false);

    const reading = Readable.from(sut.output).toArray();
    await Promise.all(adds);
    sut.end();
    expect((await unzip(Buffer.concat(await reading))).size).toBe(4);
  });

  it('should stop the producer when the download is closed early', async () => {
    const sut = new ZipStreamWriter();
    const first = Readable.from([randomBytes(MB)], { objectMode: false });
    const waiting = [0, 1, 2].map((i) =>
      sut.add(`files/${i}.bin`, i === 0 ? first : Readable.from([randomBytes(MB)]), {
        mtime: MTIME,
        compress: false,
      }),
    );

    sut.output.destroy();

    const outcomes = await Promise.allSettled(waiting);
    // The first was being written when the download closed; the others were waiting for their turn.
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(outcomes[2]).toMatchObject({ reason: new Error('The download was closed before it ended') });
    await expect(sut.add('late.md', Buffer.from('x'), { mtime: MTIME, compress: true })).rejects.toThrow(
      'The download was closed before it ended',
    );
    await sleep(10);
    expect(first.destroyed).toBe(true);
  });

  it('should fail the zip when an entry fails, instead of waiting for the rest of it', async () => {
    const sut = new ZipStreamWriter();
    const broken = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    const output = Readable.from(sut.output).toArray();

    await sut.add('files/broken.bin', broken, { mtime: MTIME, compress: false });

    await expect(output).rejects.toThrow('disk gone');
    await expect(sut.add('next.md', Buffer.from('x'), { mtime: MTIME, compress: true })).rejects.toThrow(
      'disk gone',
    );
  });
});
