import type { QuestionAnswer } from 'src/ai/question-answer';
import type { EntryKind, ReplyStatus } from 'src/conversations/entry.entity';
import { isImageMime } from 'src/files/file.entity';

/** What the renderer needs of a conversation: plain values, so it is the same for the zip and the download. */
export interface MarkdownConversation {
  title: string | null;
  projectName: string;
  /** The topic's display name (or its key when the config no longer has it). */
  topicName: string;
  createdAt: Date;
  updatedAt: Date;
  entries: MarkdownEntry[];
}

export interface MarkdownEntry {
  kind: EntryKind;
  userText: string;
  answers: QuestionAnswer[] | null;
  replyStatus: ReplyStatus;
  replyText: string | null;
  replyError: string | null;
  /** `link`: where the attachment is, relative to the Markdown file; null when it is not beside it (named). */
  file: { name: string; mime: string; link: string | null } | null;
  /** How the writer felt, by name (`good`); null when not said. */
  mood: string | null;
  createdAt: Date;
}

export interface MarkdownOptions {
  /** The name replies are labelled with: the configured app name. */
  aiName: string;
}

/**
 * One conversation as a Markdown document that reads on its own: the title, its topic and dates, then each
 * entry in order: the opening's questions and answers, messages, replies labelled with the AI's name, and notes
 * to self marked as such and quoted. What people typed is escaped, so it reads exactly as typed; replies are
 * Markdown already and go in as they are.
 */
export function renderConversationMarkdown(
  conversation: MarkdownConversation,
  options: MarkdownOptions,
): string {
  const heading = conversation.title ?? conversation.projectName;
  const facts = [
    ...(conversation.title ? [`- **Project:** ${escapeMarkdown(conversation.projectName)}`] : []),
    `- **Memory type:** ${escapeMarkdown(conversation.topicName)}`,
    `- **Started:** ${formatTime(conversation.createdAt)}`,
    `- **Last activity:** ${formatTime(conversation.updatedAt)}`,
  ];
  const blocks = [`# ${escapeMarkdown(heading)}`, facts.join('\n')];
  for (const entry of conversation.entries) blocks.push('---', ...renderEntry(entry, options));
  return `${blocks.join('\n\n')}\n`;
}

function renderEntry(entry: MarkdownEntry, options: MarkdownOptions): string[] {
  const when = formatTime(entry.createdAt);
  if (entry.kind === 'note') {
    return [`## Note to self · ${when}`, quote(paragraphs(entry.userText)), ...attachment(entry)];
  }
  const words =
    entry.kind === 'opening' && entry.answers?.length
      ? entry.answers.flatMap(({ question, answer }) => [
          `**${escapeMarkdown(question)}**`,
          answer.trim() ? paragraphs(answer) : '*(not answered)*',
        ])
      : entry.userText.trim()
        ? [paragraphs(entry.userText)]
        : [];
  return [
    `## ${entry.kind === 'opening' ? 'Answers' : 'You'} · ${when}`,
    ...words,
    ...attachment(entry),
    ...(entry.mood ? [`Mood: ${entry.mood}`] : []),
    `### ${escapeMarkdown(options.aiName)}`,
    reply(entry),
  ];
}

function reply(entry: MarkdownEntry): string {
  switch (entry.replyStatus) {
    case 'complete':
      return entry.replyText?.trim() || '*(an empty reply)*';
    case 'failed':
      return `*(The reply failed${entry.replyError ? `: ${escapeMarkdown(entry.replyError)}` : ''}.)*`;
    default:
      return '*(The reply was still being written when this was exported.)*';
  }
}

function attachment({ file }: MarkdownEntry): string[] {
  if (!file) return [];
  const name = escapeMarkdown(file.name);
  if (!file.link) return [`Attachment: ${name}`];
  const target = linkTarget(file.link);
  return isImageMime(file.mime)
    ? [`Attachment: [${name}](${target})`, `![${name}](${target})`]
    : [`Attachment: [${name}](${target})`];
}

/** `2026-11-22 14:03 UTC`: unambiguous in every locale. */
export function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Text as typed, safe in Markdown: inline syntax and HTML are backslash-escaped, and so is anything at the
 * start of a line that would make a heading, list, quote or rule.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/^(\s{0,3})([#+\-=])/gm, '$1\\$2')
    .replace(/^(\s{0,3}\d+)([.)])/gm, '$1\\$2');
}

/** Escaped text whose single line breaks stay line breaks (two trailing spaces) and blank lines paragraphs. */
function paragraphs(text: string): string {
  return escapeMarkdown(text.trim().replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line, index, lines) => (line.trim() && lines[index + 1]?.trim() ? `${line}  ` : line.trimEnd()))
    .join('\n');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** A link destination: spaces, non-ASCII and the characters that end or redirect a link, percent-encoded. */
function linkTarget(path: string): string {
  return encodeURI(path).replace(/[()#?]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
