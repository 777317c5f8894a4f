import { LIMITS, type TopicEntry } from '@app/schema';
import { formatAnswers } from 'src/ai/prompt-builder';
import type { ConversationToImport, EntryToImport, FileToImport } from './journal-to-import';
import { splitText } from './split-text';

/** A part of an entry written in another app, in reading order: words, or a photo where it was placed. */
export type WrittenPiece = { text: string } | { photo: FileToImport };

/** An entry of another app (a Day One entry, a Markdown file), read and checked, about to become a conversation. */
export interface WrittenEntry {
  /** Names it to the reader, e.g. `Journal.json, entry 12` or `notes/2023-01-05.md`. */
  label: string;
  /** The project name: 1 to LIMITS.projectNameMax characters (see {@link projectNameOf}). */
  projectName: string;
  pieces: WrittenPiece[];
  createdAt: string;
  updatedAt: string;
}

interface Draft {
  text: string;
  file: FileToImport | null;
}

/**
 * A conversation of `topic` holding everything the entry says, under the app's rules: the opening's first
 * answer is the start of the text (at most LIMITS.answerMax characters), and what does not fit follows in
 * notes to self, cut at paragraph ends; each entry carries one photo, the opening the first and a later photo
 * the note that ends where it stood in the text (or a note of its own). Null when there is neither a word nor a
 * photo. Every entry keeps the entry's time; the opening's reply is marked failed with `replyError`, so that
 * Retry asks for one.
 */
export function conversationOf(
  written: WrittenEntry,
  topic: TopicEntry,
  replyError: string,
): ConversationToImport | null {
  const drafts: Draft[] = [{ text: '', file: null }];
  for (const piece of written.pieces) {
    const last = drafts[drafts.length - 1];
    if ('photo' in piece) {
      if (last.file) drafts.push({ text: '', file: piece.photo });
      else last.file = piece.photo;
      continue;
    }
    for (const text of splitText(piece.text, LIMITS.answerMax)) {
      const current = drafts[drafts.length - 1];
      // The opening takes the first words even after its photo; a later note's photo stays after its words.
      if (!current.text && (drafts.length === 1 || !current.file)) current.text = text;
      else drafts.push({ text, file: null });
    }
  }
  const [opening, ...notes] = drafts;
  if (!opening.text && !opening.file) return null;
  const times = { createdAt: written.createdAt, updatedAt: written.updatedAt, editedAt: null, mood: null };
  const answers = topic.promptQuestions.map((question, index) => ({
    questionId: question.id,
    question: question.text,
    answer: index === 0 ? opening.text : '',
  }));
  const entries: EntryToImport[] = [
    {
      id: written.label,
      kind: 'opening',
      orderIndex: 0,
      userText: formatAnswers(written.projectName, answers),
      answers,
      reply: { status: 'failed', text: null, error: replyError, by: null },
      file: opening.file,
      ...times,
    },
    ...notes.map((note, index): EntryToImport => ({
      id: `${written.label}, part ${index + 2}`,
      kind: 'note',
      orderIndex: index + 1,
      userText: note.text,
      answers: null,
      reply: { status: 'none', text: null, error: null, by: null },
      file: note.file,
      ...times,
    })),
  ];
  return {
    id: written.label,
    topic: topic.key,
    projectName: written.projectName,
    title: null,
    createdAt: written.createdAt,
    updatedAt: written.updatedAt,
    entries,
  };
}

/**
 * A project name from a line of text: leading `#`s and spaces left out, at most LIMITS.projectNameMax
 * characters (cut at a space, with an ellipsis); null when nothing is left.
 */
export function projectNameOf(line: string): string | null {
  const name = line
    .replace(/^\s*#+\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) return null;
  const max = LIMITS.projectNameMax;
  if (name.length <= max) return name;
  let cut = name.slice(0, max - 1);
  // Not between the two halves of a character outside the BMP.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first line with words, the title another app would show. */
export function firstLineOf(text: string): string | null {
  return text.split('\n').find((line) => line.trim() !== '' && projectNameOf(line) !== null) ?? null;
}

/** Tags kept in the text, as a last line after its last words (a photo after them stays after them). */
export function withTags(pieces: WrittenPiece[], tags: readonly string[]): WrittenPiece[] {
  const named = tags.map((tag) => tag.trim()).filter(Boolean);
  if (named.length === 0) return pieces;
  const line = `Tags: ${named.join(', ')}`;
  const last = pieces.findLastIndex((piece) => 'text' in piece && piece.text.trim() !== '');
  if (last < 0) return [...pieces, { text: line }];
  return pieces.map((piece, index) =>
    index === last && 'text' in piece ? { text: `${piece.text.trimEnd()}\n\n${line}` } : piece,
  );
}

/** Adds words after the pieces, joined to the words just before them (a reference taken out is no break). */
export function appendText(pieces: WrittenPiece[], text: string): void {
  const last = pieces[pieces.length - 1];
  if (last && 'text' in last) last.text += text;
  else pieces.push({ text });
}

/** The pieces without runs of blank lines where references were taken out of the text. */
export function tidied(pieces: readonly WrittenPiece[]): WrittenPiece[] {
  return pieces.map((piece) =>
    'text' in piece ? { text: piece.text.replace(/\n[ \t]*(?:\n[ \t]*){2,}/g, '\n\n') } : piece,
  );
}
