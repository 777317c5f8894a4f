import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { localDayKey } from '@/shared/format-date';

type MarkdownSource = Pick<JourneyEntryFragment, 'kind' | 'userText' | 'replyText' | 'createdAt' | 'file'>;

/**
 * One entry as Markdown, laid out as the journal's Markdown export lays out an entry: the writer's words under
 * "You" (a note under "Note to self", quoted), the file named, then the reply under the app's name. What the
 * writer typed goes in as typed: it is theirs to paste.
 */
export function entryMarkdown(entry: MarkdownSource, appName: string): string {
  const when = new Date(entry.createdAt).toLocaleString();
  const file = entry.file ? [`Attachment: ${entry.file.fileName}`] : [];
  if (entry.kind === 'note') {
    const quoted = entry.userText
      .split('\n')
      .map((line) => `> ${line}`.trimEnd())
      .join('\n');
    return `${[`## Note to self · ${when}`, quoted, ...file].join('\n\n')}\n`;
  }
  const heading = entry.kind === 'opening' ? 'Answers' : 'You';
  const words = entry.userText.trim() ? [entry.userText.trim()] : [];
  const reply = entry.replyText?.trim() ? [`### ${appName}`, entry.replyText.trim()] : [];
  return `${[`## ${heading} · ${when}`, ...words, ...file, ...reply].join('\n\n')}\n`;
}

/** The file name an entry downloads under: `<app>-entry-<YYYY-MM-DD>.md`, in the writer's local date. */
export function entryFileName(entry: Pick<JourneyEntryFragment, 'createdAt'>, appName: string): string {
  const day = localDayKey(entry.createdAt);
  const app =
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'journal';
  return `${app}-entry-${day}.md`;
}
