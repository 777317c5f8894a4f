import { Readable } from 'node:stream';
import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';

/** Every file of a zip, by path, read with yauzl (checksums and sizes verified). */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    files.set(entry.fileName, Buffer.concat(await stream.toArray()));
  }
  return files;
}

/**
 * A zip of these files, in this order, built with yazl (deflated unless `store`), each dated `mtime` (now
 * unless given), with its exact time unless `dosTimes` leaves only the MS-DOS date and time, which name no zone.
 */
export async function zipOf(
  files: Array<[path: string, content: Buffer | string]>,
  options: { store?: boolean; mtime?: Date; dosTimes?: boolean } = {},
): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, content] of files) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), path, {
      compress: !options.store,
      ...(options.mtime && { mtime: options.mtime }),
      forceDosTimestamp: options.dosTimes ?? false,
    });
  }
  zip.end();
  return Buffer.concat(await Readable.from(zip.outputStream).toArray());
}

/**
 * A valid zip of `count` empty files (`empty/<n>`), written by hand: yazl takes seconds for tens of thousands
 * of entries, this takes milliseconds.
 */
export function zipOfEmptyFiles(count: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(`empty/${i}`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name);
    centrals.push(central, name);
    offset += local.length + name.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
