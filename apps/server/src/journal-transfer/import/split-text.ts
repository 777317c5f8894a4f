/**
 * A text cut into pieces of at most `max` characters (UTF-16 units, as the app counts them), each cut made at
 * the last paragraph end that leaves the piece at least half full, else a line end, else a sentence end, else
 * any space, and only else inside a word (never inside a surrogate pair). The whitespace at a cut is dropped;
 * every other character is kept, in order.
 */
export function splitText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const cut = cutAt(rest, max);
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

// Where a piece may end: the index of the break's first character (or, for a sentence, the one after it).
const BREAKS: ReadonlyArray<{ pattern: RegExp; after: number }> = [
  { pattern: /\n[ \t]*\n/g, after: 0 },
  { pattern: /\n/g, after: 0 },
  { pattern: /[.!?…]["'”’)\]]*\s/g, after: 1 },
];

function cutAt(text: string, max: number): number {
  // A break just past the limit still ends a full piece: its whitespace is dropped.
  const window = text.slice(0, max + 1);
  const half = Math.floor(max / 2);
  for (const { pattern, after } of BREAKS) {
    let cut = -1;
    for (const match of window.matchAll(pattern)) {
      const end = after ? match.index + match[0].length - after : match.index;
      if (end <= max) cut = end;
    }
    if (cut >= half) return cut;
  }
  const space = window.search(/\s\S*$/);
  if (space > 0) return space;
  // One word longer than a piece: cut it, but not between the two halves of a character outside the BMP.
  const high = text.charCodeAt(max - 1);
  return high >= 0xd800 && high <= 0xdbff ? max - 1 : max;
}
