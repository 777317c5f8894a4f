import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openBenchDatabase, withClient, ROOT } from './lib.mjs';
const require = createRequire(import.meta.url);
const { buildFindSql } = require(`${ROOT}/dist/apps/server/apps/server/src/search/search.repository.js`);
const { parseSearchTerm, searchTerms } = require(`${ROOT}/dist/apps/server/apps/server/src/search/search-query.js`);
const db = await openBenchDatabase();
try {
  await withClient(db.url, async (client) => {
    for (const stmt of readFileSync(process.argv[2], 'utf8').split(/;\s*\n\s*--\s*next\s*\n/)) {
      let r; const t0 = performance.now();
      const m = stmt.trim().match(/^find (\S+) (\S+)( plan)?$/);
      if (m) {
        const { rows: [u] } = await client.query('SELECT id FROM users WHERE username = $1', [m[1]]);
        const { sql, params } = buildFindSql(u.id, searchTerms(parseSearchTerm(m[2])), 0, 20);
        for (let i = 0; i < 3; i++) await client.query(sql, params);
        const t1 = performance.now(); for (let i = 0; i < 10; i++) await client.query(sql, params);
        console.log(`find ${m[1]} ${m[2]}: ${((performance.now() - t1) / 10).toFixed(2)} ms each`);
        if (!m[3]) continue;
        r = await client.query('EXPLAIN (ANALYZE) ' + sql, params);
      } else r = await client.query(stmt);
      const t = t0;
      const rows = r.rows ?? [];
      if (rows[0] && 'QUERY PLAN' in rows[0]) console.log(`${(performance.now() - t).toFixed(1)} ms\n` + rows.map((x) => x['QUERY PLAN']).join('\n'));
      else console.log(`${(performance.now() - t).toFixed(1)} ms`, JSON.stringify(rows.slice(0, 5)).slice(0, 300));
    }
  });
} finally { await db.stop(); }
