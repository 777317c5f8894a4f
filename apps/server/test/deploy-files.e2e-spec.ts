import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findAppRoot } from 'src/config/app-root';

const read = (path: string) => readFileSync(resolve(findAppRoot(), path), 'utf8');

/**
 * The deployment files cannot be run here (no container engine in CI), so what the server needs of them is
 * checked as text: every folder compose mounts into a server instance exists in the image, owned by the user
 * the server runs as. A named volume starts as a copy of that folder, owner included, so uploads can be
 * written; a path the image lacks would be created owned by root.
 */
describe('Deployment files', () => {
  const compose = read('docker/compose.yaml');
  const runtime = read('docker/Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
  const serverService = compose.split(/^ {2}server:$/m)[1]?.split(/^ {2}\w+:$/m)[0] ?? '';
  const mounts = [...serverService.matchAll(/^\s+volumes: \[(.+)\]$/gm)].flatMap((m) =>
    m[1].split(',').map((volume) => volume.trim().split(':')[1]),
  );

  it('should mount the upload folder into every server instance', () => {
    expect(mounts).toEqual(['/data/files']);
  });

  it.each(mounts.map((mount) => [mount]))(
    'should create %s in the image, owned by the server user',
    (mount) => {
      const user = /^USER (\w+)$/m.exec(runtime)?.[1];
      const prepared = [...runtime.matchAll(/^RUN mkdir -p (\S+) && chown -R (\w+):\w+ (\S+)$/gm)];

      expect(user).toBe('node');
      expect(prepared).toContainEqual(
        expect.arrayContaining([
          mount,
          user,
          expect.stringMatching(new RegExp(`^${mount.split('/').slice(0, 2).join('/')}`)),
        ]),
      );
    },
  );
});
