import { posix } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { MESSAGES } from 'src/common/messages';
import { timestamp } from 'src/journal-transfer/journal-validation';
import type { ZipArchive } from 'src/journal-transfer/zip-archive';
import { ForeignJournal, type ForeignRules, readDocuments } from './foreign-journal';
import { damaged, invalid, notAJournal } from './import-refusals';
import type { FileToImport, ReadImport } from './journal-to-import';
import {
  appendText,
  conversationOf,
  firstLineOf,
  projectNameOf,
  tidied,
  withTags,
  type WrittenPiece,
} from './written-entry';
import { documentsIn } from './zip-text';

const SOURCE_NAME = 'Day One';
/** Entries read between two turns of the event loop, as journal.json's conversations are. */
const ENTRIES_PER_TURN = 50;
/** Photo files the app takes (by the extension Day One gives them; the bytes are checked when stored). */
const PHOTO_EXTENSIONS = new Set(['jpeg', 'jpg', 'png']);

/** `![](dayone-moment://<id>)` places a photo; `dayone-moment:/video/<id>` and the like, other media. */
const MOMENT = /!\[[^\]\n]*\]\(dayone-moment:\/{1,2}(?:([A-Za-z]+)\/)?([A-Za-z0-9_-]+)\)/g;
/** Day One escapes Markdown's punctuation (`\.`, `\-`, `\!`, `\(` …) that the writer typed as plain text. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;

const photoSchema = z.object(
  {
    identifier: z.string().optional(),
    md5: z.string().optional(),
    type: z.string().optional(),
    orderInEntry: z.number().optional(),
  },
  { error: 'must be an object' },
);

const entrySchema = z.object(
  {
    creationDate: timestamp,
    modifiedDate: timestamp.optional(),
    timeZone: z.string().optional(),
    text: z.string().optional(),
    tags: z.array(z.string()).optional(),
    photos: z.array(photoSchema).optional(),
    // Media the app cannot hold: counted as left behind.
    videos: z.array(z.unknown()).optional(),
    audios: z.array(z.unknown()).optional(),
    pdfAttachments: z.array(z.unknown()).optional(),
  },
  { error: 'must be an object' },
);

type DayOneEntry = z.infer<typeof entrySchema>;

/**
 * A Day One export (Export, JSON): each `*.json` journal's entries become conversations of the chosen topic,
 * with their photos from `photos/<md5>.<type>` beside the journal. See docs/journal-export.md.
 */
export async function readDayOneExport(zip: ZipArchive, rules: ForeignRules): Promise<ReadImport> {
  const paths = documentsIn(zip, ['.json']);
  if (paths.length === 0) throw notAJournal(MESSAGES.importNotDayOne);
  const read = await readDocuments(zip, paths, (path) =>
    damaged(MESSAGES.importRefused(path, 'the file is not UTF-8 text')),
  );
  const journal = new ForeignJournal(rules);
  for (const { path, text } of read.documents) {
    const photos = photoFilesBeside(zip, path, rules.fileMaxBytes);
    for (const [index, value] of entriesOf(path, text).entries()) {
      if (index % ENTRIES_PER_TURN === ENTRIES_PER_TURN - 1) await setImmediate();
      const label = `${path}, entry ${index + 1}`;
      const parsed = entrySchema.safeParse(value);
      if (!parsed.success)
        throw invalid(MESSAGES.importRefused(path, entryProblem(index, value, parsed.error)));
      const entry = parsed.data;
      if (entry.text?.includes('\u0000')) {
        throw invalid(MESSAGES.importRefused(path, `entry ${index + 1} contains the NUL character`));
      }
      const { pieces, skippedFiles } = piecesOf(entry, photos, label);
      journal.skipFiles(skippedFiles);
      // Named by its words before the tags are added to them.
      const projectName = projectNameFor(entry, pieces);
      const conversation = conversationOf(
        { label, projectName, pieces: withTags(pieces, entry.tags ?? []), ...timesOf(entry) },
        rules.topic,
        MESSAGES.importedWithoutReply(SOURCE_NAME),
      );
      journal.add(conversation);
    }
  }
  return journal.result(read, () => invalid(MESSAGES.importNothingInDayOne));
}

/** The journal's entries; a file that is not JSON, or not a Day One journal, is refused by name. */
function entriesOf(path: string, text: string): unknown[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged(MESSAGES.importRefused(path, 'the file is not valid JSON'));
  }
  const entries = (json as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) {
    throw invalid(MESSAGES.importRefused(path, 'it is not a Day One journal (it has no "entries" list)'));
  }
  return entries;
}

/** `entry 12 has no creationDate`, `entry 3: tags[0]: …`: the first problem, as the writer can find it. */
function entryProblem(index: number, value: unknown, error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  const field = where.replace(/^\./, '');
  const parent = issue.path
    .slice(0, -1)
    .reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown> | null)?.[key as string], value);
  const last = issue.path[issue.path.length - 1];
  const missing =
    field !== '' &&
    typeof parent === 'object' &&
    parent !== null &&
    (parent as Record<PropertyKey, unknown>)[last as string] === undefined;
  return missing
    ? `entry ${index + 1} has no ${field}`
    : `entry ${index + 1}: ${field ? `${field}: ` : ''}${issue.message}`;
}

interface PhotoFile {
  path: string;
  extension: string;
  size: number;
}

/** The photos Day One wrote beside a journal, `photos/<md5>.<type>`, by md5 (lower case). */
function photoFilesBeside(
  zip: ZipArchive,
  journalPath: string,
  maxBytes: number,
): Map<string, PhotoFile | null> {
  const folder = posix.dirname(journalPath);
  const prefix = `${folder === '.' ? '' : `${folder}/`}photos/`;
  const photos = new Map<string, PhotoFile | null>();
  for (const path of zip.paths()) {
    if (!path.startsWith(prefix) || path.slice(prefix.length).includes('/')) continue;
    const name = path.slice(prefix.length);
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
    const size = zip.sizeOf(path) ?? 0;
    // HEIC, GIF and the like, empty files and files over the attachment limit stay behind.
    const usable = PHOTO_EXTENSIONS.has(extension) && size > 0 && size <= maxBytes;
    photos.set(
      (dot > 0 ? name.slice(0, dot) : name).toLowerCase(),
      usable ? { path, extension, size } : null,
    );
  }
  return photos;
}

/**
 * The entry's words and photos in reading order: each photo where its moment stood, the others after the
 * words (in Day One's order), the text unescaped. Moments of other media are left out of the text; photos and
 * media that cannot be imported are counted.
 */
function piecesOf(
  entry: DayOneEntry,
  files: Map<string, PhotoFile | null>,
  label: string,
): { pieces: WrittenPiece[]; skippedFiles: number } {
  const day = dayOf(entry);
  const photos = new Map<string, FileToImport | null>();
  const order = [...(entry.photos ?? [])].sort((a, b) => (a.orderInEntry ?? 0) - (b.orderInEntry ?? 0));
  order.forEach((photo, index) => {
    const file = photo.md5 ? files.get(photo.md5.toLowerCase()) : undefined;
    const id = photo.identifier ?? `${label}, photo ${index + 1}`;
    photos.set(
      id,
      file
        ? {
            path: file.path,
            name: `photo-${day}-${index + 1}.${file.extension}`,
            size: file.size,
            declared: null,
          }
        : null,
    );
  });
  let skippedFiles =
    [...photos.values()].filter((photo) => photo === null).length +
    (entry.videos?.length ?? 0) +
    (entry.audios?.length ?? 0) +
    (entry.pdfAttachments?.length ?? 0);
  const pieces: WrittenPiece[] = [];
  const placed = new Set<string>();
  const text = entry.text ?? '';
  let at = 0;
  for (const moment of text.matchAll(MOMENT)) {
    appendText(pieces, unescaped(text.slice(at, moment.index)));
    at = moment.index + moment[0].length;
    const [, kind, id] = moment;
    if (kind) continue;
    const photo = photos.get(id);
    if (photo === undefined) skippedFiles += 1;
    else if (photo && !placed.has(id)) pieces.push({ photo });
    placed.add(id);
  }
  appendText(pieces, unescaped(text.slice(at)));
  for (const [id, photo] of photos) if (photo && !placed.has(id)) pieces.push({ photo });
  return { pieces: tidied(pieces), skippedFiles };
}

/** The first line with words, else the day it was written: `Entry of 5 March 2023`. */
function projectNameFor(entry: DayOneEntry, pieces: WrittenPiece[]): string {
  const line = firstLineOf(pieces.map((piece) => ('text' in piece ? piece.text : '\n')).join(''));
  return (
    (line && projectNameOf(line)) ?? `Entry of ${zoned(entry).toFormat('d LLLL yyyy', { locale: 'en' })}`
  );
}

function timesOf(entry: DayOneEntry): { createdAt: string; updatedAt: string } {
  const createdAt = new Date(entry.creationDate).toISOString();
  const modified = entry.modifiedDate ? new Date(entry.modifiedDate).toISOString() : createdAt;
  return { createdAt, updatedAt: modified > createdAt ? modified : createdAt };
}

/** The entry's time in its own zone (Day One names it), else in UTC. */
function zoned(entry: DayOneEntry): DateTime {
  const time = DateTime.fromISO(entry.creationDate, { zone: 'utc' });
  const local = entry.timeZone ? time.setZone(entry.timeZone) : time;
  return local.isValid ? local : time;
}

function unescaped(text: string): string {
  return text.replace(ESCAPED, '$1');
}

function dayOf(entry: DayOneEntry): string {
  return zoned(entry).toISODate() ?? entry.creationDate.slice(0, 10);
}
