import yauzl from 'yauzl';

/** Every file in a zip, by path, read with the same reader the server imports with. */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, archive) => {
      if (openError) return reject(openError);
      const files = new Map<string, Buffer>();
      archive.on('error', reject);
      archive.on('end', () => resolve(files));
      archive.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
