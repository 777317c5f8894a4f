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

/** A zip of these files, in this order, built with yazl (deflated unless `store`). */
export async function zipOf(
  files: Array<[path: string, content: Buffer | string]>,
  options: { store?: boolean } = {},
): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, content] of files) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), path, {
      compress: !options.store,
    });
  }
  zip.end();
  return Buffer.concat(await Readable.from(zip.outputStream).toArray());
}
