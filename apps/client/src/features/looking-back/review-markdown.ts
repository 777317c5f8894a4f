// A review's text is Markdown written for a page of its own (issue 24 §5); these fit it under the panel's
// headings and link its citations. It cites the entries it quotes as [1], [2]: before it is rendered, each
// citation of a quoted entry becomes a Markdown link to a marker (`#review-citation-2`) that ReviewText draws as
// an in-app link to the entry. The markers are made here from numbers alone, so nothing of the text reaches
// an address; MarkdownText still drops raw HTML and unsafe URLs as it always does.

const MARKER_PREFIX = '#review-citation-';

/**
 * "[2]" or "[1, 3]", not escaped (`\[2]`) and not already a link's text or a reference definition (`[2](…)`,
 * `[2]: …`). Up to three digits: a review quotes a handful of entries.
 */
const CITATION = /(?<!\\)\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?![(:])/g;

/** The marker a citation links to. */
export function citationMarker(number: number): string {
  return `${MARKER_PREFIX}${number}`;
}

/** The citation number a rendered link's address marks, or null for any other link. */
export function citedNumber(href: string | undefined): number | null {
  if (!href?.startsWith(MARKER_PREFIX)) return null;
  const number = Number(href.slice(MARKER_PREFIX.length));
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The review's Markdown with each citation of a quoted entry (`numbers`) as a link to its marker: "[2]" becomes
 * a link reading "[2]", and "[1, 3]" two links. A number that quotes nothing is left as it was written.
 */
export function linkCitations(markdown: string, numbers: ReadonlySet<number>): string {
  return markdown.replace(CITATION, (whole, list: string) => {
    const cited = list.split(',').map((part) => Number(part.trim()));
    if (!cited.some((number) => numbers.has(number))) return whole;
    return cited
      .map((number) =>
        numbers.has(number) ? `[\\[${number}\\]](${citationMarker(number)})` : `\\[${number}\\]`,
      )
      .join(', ');
  });
}

/** An ATX heading's hashes at the start of a line ("## Themes"), outside code. */
const HEADING = /^( {0,3})(#{1,6})(?=[ \t]|$)/gm;

/**
 * The Markdown with each heading `levels` deeper (at most h6), so the text's "## Themes" sits under the
 * review's own heading rather than beside the panel's title. Fenced code is left alone.
 */
export function nestHeadings(markdown: string, levels: number): string {
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(
            HEADING,
            (_whole, indent: string, hashes: string) =>
              `${indent}${'#'.repeat(Math.min(6, hashes.length + levels))}`,
          ),
    )
    .join('');
}
