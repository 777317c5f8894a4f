import type { OutgoingMail } from 'src/mail/mail.service';
import { escapeHtml } from 'src/mail/escape-html';

/** RFC 8058: a mail client may offer "Unsubscribe" and post to the link itself, with no session. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export interface ReminderMail {
  to: string;
  appName: string;
  name: string;
  topicName: string;
  question: string;
  startUrl: string;
  unsubscribeUrl: string;
}

/** A writing reminder: the next question of one of the writer's topics and a link to answer it. */
export function writingReminderMail(mail: ReminderMail): OutgoingMail {
  return {
    to: mail.to,
    subject: `${mail.appName}: a question for today`,
    text: [
      `Hello ${mail.name},`,
      '',
      `Here is a question from ${mail.topicName}, for whenever you have a few minutes:`,
      '',
      `  ${mail.question}`,
      '',
      `Start writing: ${mail.startUrl}`,
      '',
      `You get this because you asked for writing reminders. Stop them: ${mail.unsubscribeUrl}`,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(mail.name)},</p>`,
      `<p>Here is a question from ${escapeHtml(mail.topicName)}, for whenever you have a few minutes:</p>`,
      `<blockquote><p>${escapeHtml(mail.question)}</p></blockquote>`,
      `<p><a href="${escapeHtml(mail.startUrl)}">Start writing</a></p>`,
      `<p style="color:#5b6573;font-size:small">You get this because you asked for writing reminders. ` +
        `<a href="${escapeHtml(mail.unsubscribeUrl)}">Stop them</a>.</p>`,
    ].join('\n'),
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
  };
}

export interface DigestMail {
  to: string;
  appName: string;
  name: string;
  periodName: string;
  /** The review's Markdown, or null when it could not be written. */
  reviewText: string | null;
  /** The review as HTML (rendered from its Markdown, raw HTML in it escaped). */
  reviewHtml: string | null;
  entries: number;
  daysWritten: number;
  reviewUrl: string;
  unsubscribeUrl: string;
}

/** A review digest: the period's review as text and HTML, with links back to the app. */
export function reviewDigestMail(mail: DigestMail): OutgoingMail {
  const numbers = `${mail.entries} ${mail.entries === 1 ? 'entry' : 'entries'} on ${mail.daysWritten} ${mail.daysWritten === 1 ? 'day' : 'days'}`;
  const missing = 'The review could not be written this time; you can create it again in the app.';
  return {
    to: mail.to,
    subject: `${mail.appName}: your review of ${mail.periodName}`,
    text: [
      `Hello ${mail.name},`,
      '',
      `Your review of ${mail.periodName} (${numbers}):`,
      '',
      mail.reviewText ?? missing,
      '',
      `Read it in ${mail.appName}, with links to each entry it quotes: ${mail.reviewUrl}`,
      '',
      `You get this because you asked for review digests. Stop them: ${mail.unsubscribeUrl}`,
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(mail.name)},</p>`,
      `<p>Your review of ${escapeHtml(mail.periodName)} (${numbers}):</p>`,
      mail.reviewHtml ?? `<p>${missing}</p>`,
      `<p><a href="${escapeHtml(mail.reviewUrl)}">Read it in ${escapeHtml(mail.appName)}</a>, with links to each entry it quotes.</p>`,
      `<p style="color:#5b6573;font-size:small">You get this because you asked for review digests. ` +
        `<a href="${escapeHtml(mail.unsubscribeUrl)}">Stop them</a>.</p>`,
    ].join('\n'),
    headers: unsubscribeHeaders(mail.unsubscribeUrl),
  };
}

/** Markdown as HTML for a mail: micromark's CommonMark, which escapes raw HTML and drops unsafe link protocols. */
export async function markdownToHtml(markdown: string): Promise<string> {
  // Loaded with the first digest, not at start-up.
  const { micromark } = await import('micromark');
  return micromark(markdown);
}
