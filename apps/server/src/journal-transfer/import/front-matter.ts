/** A Markdown file's front matter: its keys, as YAML gives them (only `date`, `title` and `tags` are read). */
export type FrontMatter = Record<string, unknown>;

/** `---` on the first line, then YAML up to a line of `---` or `...`. */
const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/;

/**
 * The front matter and the body after it. A file that does not start with a closed front matter is all body;
 * YAML that does not parse is refused (`refused` says how), as the file's date and name may be in it. The
 * YAML parser (eemeli/yaml, its core schema: dates stay text) loads with the first Markdown import.
 */
export async function splitFrontMatter(
  text: string,
  refused: (problem: string) => Error,
): Promise<{ data: FrontMatter; body: string }> {
  const found = FRONT_MATTER.exec(text);
  if (!found) return { data: {}, body: text };
  const { parseDocument } = await import('yaml');
  const document = parseDocument(found[1] ?? '', { uniqueKeys: false });
  const [error] = document.errors;
  if (error) {
    // The file's line: the YAML starts on the second, after `---`.
    const line = error.linePos ? ` (line ${error.linePos[0].line + 1})` : '';
    const problem = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw refused(`its front matter is not valid YAML${line}: ${problem}`);
  }
  let data: unknown;
  try {
    // Aliases are expanded at most 100 times: a few lines must not become gigabytes.
    data = document.toJS({ maxAliasCount: 100 });
  } catch {
    throw refused('its front matter repeats its aliases too often');
  }
  return {
    data: typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as FrontMatter) : {},
    body: text.slice(found[0].length),
  };
}
