import { formatStatement } from './format-statement';

describe('formatStatement', () => {
  it('breaks a one-line statement before its clauses, a select list one item per line', () => {
    expect(
      formatStatement(
        `SELECT "u"."id" AS "u_id", count(a, b) AS "n" FROM "users" "u" LEFT JOIN "files" "f" ON "f"."owner_id"="u"."id" WHERE "u"."id" = $1 ORDER BY "u"."id" ASC LIMIT 1`,
      ),
    ).toBe(
      [
        'SELECT',
        '  "u"."id" AS "u_id",',
        '  count(a, b) AS "n"',
        'FROM "users" "u"',
        'LEFT JOIN "files" "f" ON "f"."owner_id"="u"."id"',
        'WHERE "u"."id" = $1',
        'ORDER BY "u"."id" ASC',
        'LIMIT 1;',
      ].join('\n'),
    );
  });

  it('leaves clause words inside quotes and parentheses, and DELETE FROM, on their line', () => {
    expect(
      formatStatement(
        `DELETE FROM "files" WHERE "id" = ANY($1) AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = files.id) AND "name" <> ' FROM x' RETURNING "id"`,
      ),
    ).toBe(
      [
        'DELETE FROM "files"',
        `WHERE "id" = ANY($1) AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.file_id = files.id) AND "name" <> ' FROM x'`,
        'RETURNING "id";',
      ].join('\n'),
    );
  });

  it('keeps a statement written on several lines as written, less its common indentation', () => {
    expect(formatStatement('\n      SELECT a,\n        b\n      FROM t\n\n      WHERE c   \n    ')).toBe(
      'SELECT a,\n  b\nFROM t\nWHERE c;',
    );
  });

  it('leaves a single setting alone', () => {
    expect(formatStatement('SET LOCAL pg_trgm.word_similarity_threshold = 0.45')).toBe(
      'SET LOCAL pg_trgm.word_similarity_threshold = 0.45;',
    );
  });
});
