import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PARAMTYPES_METADATA, SELF_DECLARED_DEPS_METADATA } from '@nestjs/common/constants';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export type RepositoryClass = new (...args: unknown[]) => object;

export interface RepositoryFile {
  /** Its path under src/, as written (`users/users.repository.ts`), whether run from source or from dist. */
  source: string;
  classes: RepositoryClass[];
}

// src/, from src/database/sql-snapshot/ (the same in dist).
const SOURCE_ROOT = resolve(__dirname, '..', '..');

/** Every `*.repository.ts` of the server, in path order, with the repository classes it exports. */
export async function repositoryFiles(): Promise<RepositoryFile[]> {
  const paths = readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.repository\.(ts|js)$/.test(path))
    .sort();
  return Promise.all(
    paths.map(async (path) => {
      const exported = Object.values((await import(join(SOURCE_ROOT, path))) as Record<string, unknown>);
      return {
        source: path.replace(/\.js$/, '.ts'),
        classes: exported.filter(
          (value): value is RepositoryClass =>
            typeof value === 'function' && value.name.endsWith('Repository'),
        ),
      };
    }),
  );
}

/** The methods a repository's instances have (statics are not statements). */
export function methodsOf(repository: RepositoryClass): string[] {
  const descriptors = Object.getOwnPropertyDescriptors(repository.prototype);
  return Object.keys(descriptors).filter(
    (name) => name !== 'constructor' && typeof descriptors[name].value === 'function',
  );
}

// Stands in for a repository's collaborators other than the database (a session cache to clear): every
// method does nothing.
const inertCollaborator: unknown = new Proxy(
  {},
  { get: (_target, key) => (key === 'then' ? undefined : () => Promise.resolve()) },
);

/** A repository on `dataSource`, built as Nest would (its DataSource injected), with inert collaborators. */
export function instantiate(repository: RepositoryClass, dataSource: DataSource): object {
  const types = (Reflect.getMetadata(PARAMTYPES_METADATA, repository) ?? []) as unknown[];
  const declared = (Reflect.getMetadata(SELF_DECLARED_DEPS_METADATA, repository) ?? []) as Array<{
    index: number;
    param: unknown;
  }>;
  const args = types.map((type, index) => {
    const token = declared.find((dependency) => dependency.index === index)?.param ?? type;
    return token === getDataSourceToken() ? dataSource : inertCollaborator;
  });
  return new repository(...args);
}
