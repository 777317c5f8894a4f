import { posix } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { DateTime } from 'luxon';
import { MESSAGES } from 'src/common/messages';
import type { ZipArchive } from 'src/journal-transfer/zip-archive';
import { ForeignJournal, type ForeignRules, readDocuments } from './foreign-journal';
import { type FrontMatter, splitFrontMatter } from './front-matter';
import { damaged, invalid, notAJournal } from './import-refusals';
import type { FileToImport, ReadImport } from './journal-to-import';
import {
  appendText,
  conversationOf,
  projectNameOf,
  tidied,
  withTags,
  type WrittenPiece,
} from './written-entry';
import { documentsIn } from './zip-text';

const SOURCE_NAME = 'a Markdown file';
const FILES_PER_TURN = 50;
const IMAGE_EXTENSIONS = new Set(['jpeg', 'jpg', 'png']);

/** `![alt](path)`, `![alt](<path with spaces>)`, with or without a title. */
const IMAGE = /!\[([^\]\n]*)\]\(\s*(<[^>\n]+>|[^)\s]+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
/** An ATX heading's words (`# Title`, `## Title ##`). */
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;
const DAY_IN_NAME = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;

/**
 * A zip of Markdown files (`*.md`, `*.markdown`, in any folder): each file becomes a conversation of the chosen
 * topic. Its date comes from the front matter's `date:`, else a YYYY-MM-DD in its name, else the time the zip
 * gives the file; its name from `title:`, else its first heading, else the file name. Images it links to
 * inside the zip (PNG, JPEG) become attachments. See docs/journal-export.md.
 */
export async function readMarkdownZip(zip: ZipArchive, rules: ForeignRules): Promise<ReadImport> {
  const paths = documentsIn(zip, ['.md', '.markdown']);
  if (paths.length === 0) throw notAJournal(MESSAGES.importNotMarkdown);
  const read = await readDocuments(zip, paths, (path) =>
    damaged(MESSAGES.importRefused(path, 'the file is not UTF-8 text')),
  );
  const journal = new ForeignJournal(rules);
  for (const [index, { path, text }] of read.documents.entries()) {
    if (index % FILES_PER_TURN === FILES_PER_TURN - 1) await setImmediate();
    const refused = (problem: string) => invalid(MESSAGES.importRefused(path, problem));
    if (text.includes('\u0000')) throw refused('it contains the NUL character');
    const { data, body } = await splitFrontMatter(text.replace(/\r\n?/g, '\n'), refused);
    const createdAt = dateOf(path, data, zip, rules.zone, refused).toISOString();
    const pieces = piecesOf(body, path, zip, rules.fileMaxBytes);
    journal.add(
      conversationOf(
        {
          label: path,
          projectName: projectNameFor(path, data, body, createdAt),
          pieces: withTags(pieces, tagsOf(data)),
          createdAt,
          updatedAt: createdAt,
        },
        rules.topic,
        MESSAGES.importedWithoutReply(SOURCE_NAME),
      ),
    );
  }
  return journal.result(read, () => invalid(MESSAGES.importNothingInMarkdown));
}

/**
 * When it was written: the front matter's `date:` (a day, or a day and time, in the writer's zone unless it
 * names one), else a day in the file's name, else the time the zip gives the file.
 */
function dateOf(
  path: string,
  data: FrontMatter,
  zip: ZipArchive,
  zone: string,
  refused: (problem: string) => Error,
): Date {
  if (data.date !== undefined && data.date !== null) {
    const date = frontMatterDate(data.date, zone);
    if (!date) {
      throw refused(
        `date: ${JSON.stringify(data.date)} is not a date (write it as 2023-01-05 or 2023-01-05 08:30)`,
      );
    }
    if (date.toMillis() < 0) throw refused('date: must be in 1970 or later');
    return date.toJSDate();
  }
  const named = DAY_IN_NAME.exec(posix.basename(path));
  if (named) {
    const [, year, month, day] = named.map(Number);
    const date = DateTime.fromObject({ year, month, day }, { zone });
    if (date.isValid && date.toMillis() >= 0) return date.toJSDate();
  }
  const modified = zip.modifiedAt(path, zone);
  if (Number.isNaN(modified.getTime()) || modified.getTime() < 0) {
    throw refused('it has no date: give it one in its front matter (date: 2023-01-05) or its name');
  }
  return modified;
}

function frontMatterDate(value: unknown, zone: string): DateTime | null {
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (typeof value !== 'string') return null;
  // `2023-01-05 08:30:00 +0100` (Jekyll, Hugo) as ISO 8601: a T between day and time, no space before the zone.
  const iso = value
    .trim()
    .replace(/^(\d{4}-\d{2}-\d{2})[ \t]+(?=\d)/, '$1T')
    .replace(/[ \t]+(Z|[+-]\d{2}:?\d{2})$/, '$1');
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  const date = DateTime.fromISO(iso, { zone });
  return date.isValid ? date : null;
}

/** `title:`, else the first heading, else the file's name; else the day: `Entry of 5 January 2023`. */
function projectNameFor(path: string, data: FrontMatter, body: string, createdAt: string): string {
  const title =
    typeof data.title === 'string' || typeof data.title === 'number'
      ? projectNameOf(String(data.title))
      : null;
  const name = posix.basename(path).replace(/\.(md|markdown)$/i, '');
  return (
    title ??
    firstHeading(body) ??
    projectNameOf(name) ??
    `Entry of ${DateTime.fromISO(createdAt, { zone: 'utc' }).toFormat('d LLLL yyyy', { locale: 'en' })}`
  );
}

function firstHeading(body: string): string | null {
  let fenced = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    const name = heading && projectNameOf(heading[1]);
    if (name) return name;
  }
  return null;
}

/** `tags: [travel, family]` or `tags: travel, family`. */
function tagsOf(data: FrontMatter): string[] {
  const tags = data.tags;
  if (Array.isArray(tags)) {
    return tags.filter((tag) => typeof tag === 'string' || typeof tag === 'number').map(String);
  }
  return typeof tags === 'string' ? tags.split(',') : [];
}

/**
 * The body's words and the images it links to inside the zip (PNG or JPEG, within the attachment limit), each
 * where it stood: the link is taken out of the text, its description kept. Any other link stays as written.
 */
function piecesOf(body: string, path: string, zip: ZipArchive, maxBytes: number): WrittenPiece[] {
  const pieces: WrittenPiece[] = [];
  const folder = posix.dirname(path);
  let at = 0;
  for (const image of body.matchAll(IMAGE)) {
    const [whole, alt, target] = image;
    const file = imageFile(folder, target.replace(/^<|>$/g, ''), zip, maxBytes);
    if (!file) continue;
    appendText(pieces, body.slice(at, image.index) + alt);
    pieces.push({ photo: file });
    at = image.index + whole.length;
  }
  appendText(pieces, body.slice(at));
  return tidied(pieces);
}

function imageFile(folder: string, target: string, zip: ZipArchive, maxBytes: number): FileToImport | null {
  // Only a path inside the zip: not a URL, not from the root.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || /^[/#?]/.test(target)) return null;
  let decoded: string;
  try {
    decoded = decodeURI(target);
  } catch {
    return null;
  }
  const path = posix.normalize(posix.join(folder, decoded));
  if (path.startsWith('../')) return null;
  const extension = posix.extname(path).slice(1).toLowerCase();
  const size = zip.sizeOf(path);
  if (!IMAGE_EXTENSIONS.has(extension) || size === undefined || size === 0 || size > maxBytes) return null;
  return { path, name: posix.basename(path), size, declared: null };
}
