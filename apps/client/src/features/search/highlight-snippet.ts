export interface TextRange {
  start: number;
  length: number;
}

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Splits a snippet into plain and matched parts from the server's ranges (UTF-16 offsets). Ranges are
 * sorted, clipped to the snippet, and overlaps merged, so every character appears exactly once.
 */
export function highlightSnippet(snippet: string, highlights: readonly TextRange[]): SnippetPart[] {
  const ranges = highlights
    .map(({ start, length }) => [Math.max(0, start), Math.min(snippet.length, start + length)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);

  const parts: SnippetPart[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) parts.push({ text: snippet.slice(cursor, from), marked: false });
    parts.push({ text: snippet.slice(from, end), marked: true });
    cursor = end;
  }
  if (cursor < snippet.length) parts.push({ text: snippet.slice(cursor), marked: false });
  return parts;
}
