import { MESSAGES } from '@/shared/messages';

export interface ShareTextParts {
  appName: string;
  /** The words shared: the opening's answers, a continuation's message or the note. */
  prompt: string;
  /** The AI reply; null for a note (or a reply that never came), which gets the no-comments text. */
  reply: string | null | undefined;
  url: string;
}

/**
 * Spec §7: the share text is prefixed with the app name and holds the prompt, the reply (or a no-comments
 * text for notes) and a view-more link. Parts are separated by blank lines so share targets keep them apart.
 */
export function shareText({ appName, prompt, reply, url }: ShareTextParts): string {
  const answer = reply?.trim() || MESSAGES.shareNoComments;
  return [appName.trim(), prompt.trim(), answer, MESSAGES.shareViewMore(url)]
    .filter((part) => part.length > 0)
    .join('\n\n');
}
