import { createRequire } from 'node:module';
import { openBenchDatabase, withClient, ROOT } from './lib.mjs';
const require = createRequire(import.meta.url);
const { buildFindSql } = require(`${ROOT}/dist/apps/server/apps/server/src/search/search.repository.js`);
const { parseSearchTerm, searchTerms } = require(`${ROOT}/dist/apps/server/apps/server/src/search/search-query.js`);
const db = await openBenchDatabase();
try {
  await withClient(db.url, async (client) => {
    const { rows: [u] } = await client.query("SELECT id FROM users WHERE username = 'bench_search'");
    for (const term of (process.argv[2] ?? 'morning,gard,lighthouse').split(',')) {
      const { sql, params } = buildFindSql(u.id, searchTerms(parseSearchTerm(term)), 0, 20);
      for (let i = 0; i < 3; i++) await client.query(sql, params);
      const { rows } = await client.query('EXPLAIN (ANALYZE, BUFFERS, TIMING ON) ' + sql, params);
      console.log('=== ' + term); console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  });
} finally { await db.stop(); }
