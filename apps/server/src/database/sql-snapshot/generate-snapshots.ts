import { basename } from 'node:path';
import { sqlExamplesOf } from 'src/database/sql/sql.decorator';
import { errorMessage } from 'src/common/errors/is-error';
import { formatStatement } from './format-statement';
import { RecordingConnection } from './recording-connection';
import { instantiate, methodsOf, type RepositoryClass, repositoryFiles } from './repository-files';

/** Where the snapshots are committed, under the project's root. */
export const SNAPSHOT_DIR = 'apps/server/src/queries';

/**
 * The snapshot of every repository file (`users.repository.sql` for users/users.repository.ts): each @Sql
 * example of each method, in the order written, with the statements it sent on a database migrated to the
 * latest migration. Fails when a method has no example, or an example fails or sends nothing.
 */
export async function generateSnapshots(databaseUrl: string): Promise<Map<string, string>> {
  const connection = await RecordingConnection.open(databaseUrl);
  try {
    const snapshots = new Map<string, string>();
    for (const file of await repositoryFiles()) {
      const blocks: string[] = [];
      for (const repository of file.classes) {
        blocks.push(...(await snapshotBlocks(connection, repository)));
      }
      if (blocks.length === 0) continue;
      const name = basename(file.source).replace(/\.ts$/, '.sql');
      if (snapshots.has(name)) throw new Error(`Two repository files are named ${basename(file.source)}`);
      const header = `-- Written by \`npm run sql:snapshot\` from the @Sql examples of ${file.source}: do not edit.`;
      snapshots.set(name, `${[header, ...blocks].join('\n\n')}\n`);
    }
    return snapshots;
  } finally {
    await connection.close();
  }
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** One block per example of each method: `-- Class.method (example)`, then its statements. */
async function snapshotBlocks(
  connection: RecordingConnection,
  repository: RepositoryClass,
): Promise<string[]> {
  // Every method marked with @Sql returns a promise (the decorator's type says so).
  const instance = instantiate(repository, connection.dataSource) as Record<string, Method>;
  const blocks: string[] = [];
  for (const method of methodsOf(repository)) {
    const examples = sqlExamplesOf(instance[method]);
    if (!examples) {
      throw new Error(
        `${repository.name}.${method} has no @Sql example; every repository method needs one ` +
          '(docs/architecture.md, "Reaching the database").',
      );
    }
    for (const example of examples) {
      const label = `${repository.name}.${method}${example.name ? ` (${example.name})` : ''}`;
      const statements = await connection
        .record(() => instance[method](...example.params))
        .catch((error: unknown) => {
          throw new Error(`${label} failed with its example arguments: ${errorMessage(error)}`);
        });
      if (statements.length === 0)
        throw new Error(`${label} sent no statement: give it an example that does.`);
      blocks.push([`-- ${label}`, ...statements.map(formatStatement)].join('\n'));
    }
  }
  return blocks;
}
