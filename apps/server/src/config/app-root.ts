import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding the project's package.json. The server runs both from source (tests) and from
 * dist/apps/server/…, so default paths are resolved from here rather than from __dirname or the cwd.
 */
export function findAppRoot(start: string = __dirname): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
