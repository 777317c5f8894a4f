// The clauses a one-line statement (the QueryBuilder's) is broken before, longest first.
const CLAUSES = [
  'FOR NO KEY UPDATE',
  'FOR KEY SHARE',
  'ON CONFLICT',
  'INNER JOIN',
  'FOR UPDATE',
  'LEFT JOIN',
  'RETURNING',
  'FOR SHARE',
  'GROUP BY',
  'ORDER BY',
  'HAVING',
  'OFFSET',
  'VALUES',
  'WHERE',
  'LIMIT',
  'FROM',
  'SET',
];
// Clauses whose items go one per line when there are several.
const LISTS = ['SELECT DISTINCT', 'SELECT', 'SET'];

/**
 * A statement as its snapshot shows it, the same text always giving the same lines: one written by hand keeps
 * its lines (less their common indentation); one on a single line (the QueryBuilder's) is broken before each
 * clause, with a select list one item per line. Parameters stay as sent ($1, …): the values are not shown.
 */
export function formatStatement(sql: string): string {
  const lines = sql.includes('\n') ? dedent(sql) : breakClauses(sql.trim()).flatMap(listPerLine);
  const text = lines.join('\n');
  return text.endsWith(';') ? text : `${text};`;
}

function dedent(sql: string): string[] {
  const lines = sql
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.length > 0);
  const [first = '', ...rest] = lines;
  const indent = Math.min(...rest.map((line) => line.length - line.trimStart().length));
  return [first.trimStart(), ...rest.map((line) => line.slice(indent))];
}

/** Calls `visit` with each character's index outside quotes and parentheses. */
function forEachTopLevel(text: string, visit: (at: number) => void): void {
  let quote: string | null = null;
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) visit(at);
  }
}

function breakClauses(sql: string): string[] {
  const cuts: number[] = [];
  forEachTopLevel(sql, (at) => {
    if (sql[at - 1] !== ' ') return;
    const clause = CLAUSES.find(
      (name) => sql.startsWith(name, at) && /[\s(]|$/.test(sql[at + name.length] ?? ''),
    );
    // DELETE FROM is one clause.
    if (clause && !(clause === 'FROM' && sql.slice(cuts.at(-1) ?? 0, at).trim() === 'DELETE')) cuts.push(at);
  });
  return [0, ...cuts].map((start, i) => sql.slice(start, cuts[i]).trim());
}

function listPerLine(line: string): string[] {
  const clause = LISTS.find((name) => line.startsWith(`${name} `));
  if (!clause) return [line];
  const body = line.slice(clause.length + 1);
  const commas: number[] = [];
  forEachTopLevel(body, (at) => {
    if (body[at] === ',') commas.push(at);
  });
  if (commas.length === 0) return [line];
  const items = [-1, ...commas].map((comma, i) => body.slice(comma + 1, commas[i]).trim());
  return [clause, ...items.map((item, i) => `  ${item}${i < items.length - 1 ? ',' : ''}`)];
}
