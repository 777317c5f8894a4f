import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findAppRoot } from './app-root';
import { envVariables } from './env';

/** The rows of the README's "Configuration" table: variable name → its "Meaning" cell. */
function readmeConfigurationTable(): Map<string, string> {
  const readme = readFileSync(join(findAppRoot(), 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells[3] ?? '');
  }
  return rows;
}

describe('README configuration table', () => {
  const table = readmeConfigurationTable();
  const schema = envVariables.shape;

  it('should list every variable of the schema, and only those', () => {
    const missing = Object.keys(schema).filter((name) => !table.has(name));
    const unknown = [...table.keys()].filter((name) => !(name in schema));

    expect({ missingFromReadme: missing, unknownToSchema: unknown }).toEqual({
      missingFromReadme: [],
      unknownToSchema: [],
    });
  });

  it('should give each variable the description written beside it in the schema', () => {
    const differing = Object.entries(schema)
      .filter(([name]) => table.has(name))
      .map(([name, variable]) => ({ name, schema: variable.description, readme: table.get(name) }))
      .filter((row) => row.schema !== row.readme);

    expect(differing).toEqual([]);
  });
});
