#!/usr/bin/env node
// The baseline of the "conversations first page" row: a bare node:http server answering what the GraphQL
// `conversations(limit: 20)` query answers (the client's history fields), with the SQL the app runs for it and
// nothing else: the token's HS256 signature checked with node:crypto, the session check of
// auth/revoked-sessions.repository.ts, then the page with its openings and the count, the very statement of
// conversations/list.sql.ts (from the build). Prints its port, then serves until SIGTERM. Environment:
// DATABASE_URL, JWT_SECRET.
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const { LIST_PAGE_SQL } = createRequire(import.meta.url)(
  '../../dist/apps/server/apps/server/src/conversations/list.sql.js',
);

const LIMIT = 20;
// The app's pool (database/data-source-options.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.JWT_SECRET ?? '';

const SESSION_SQL = `SELECT u.username, u.token_version,
    EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.id = $2) AS revoked
  FROM users u WHERE u.id = $1`;
/** The token's claims when its HS256 signature is right and it has not expired; else null. */
function verify(token) {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : null;
}

const send = (response, status, body) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
};

async function conversations(ownerId) {
  // As ConversationsRepository.listWithOpenings does: the count comes with the page unless it is empty.
  const page = await pool.query(LIST_PAGE_SQL, [ownerId, 0, LIMIT]);
  const total = page.rows[0]?.total ?? 0;
  return {
    total,
    hasMore: page.rows.length < total,
    items: page.rows.map((row) => ({
      id: row.id,
      title: row.title ?? row.project_name,
      projectName: row.project_name,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      opening: row.e_id
        ? {
            id: row.e_id,
            userText: row.e_user_text,
            replyText: row.e_reply_text,
            createdAt: row.e_created_at.toISOString(),
          }
        : null,
    })),
  };
}

const server = createServer((request, response) => {
  // The body (the GraphQL document) is read and ignored: this server answers one question.
  request.resume();
  request.on('end', () => {
    const claims = verify((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!claims) return send(response, 401, { errors: [{ message: 'invalid token' }] });
    pool
      .query(SESSION_SQL, [claims.sub, claims.jti])
      .then(async ({ rows }) => {
        const session = rows[0];
        if (!session || session.revoked || session.token_version !== claims.ver) {
          return send(response, 401, { errors: [{ message: 'invalid token' }] });
        }
        send(response, 200, { data: { conversations: await conversations(claims.sub) } });
      })
      .catch((error) => send(response, 500, { errors: [{ message: String(error) }] }));
  });
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
