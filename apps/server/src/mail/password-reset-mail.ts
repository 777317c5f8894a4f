import type { OutgoingMail } from './mail.service';
import { escapeHtml } from './escape-html';

export function passwordResetMail(
  to: string,
  appName: string,
  link: string,
  validMinutes: number,
): OutgoingMail {
  return {
    to,
    subject: `${appName}: reset your password`,
    text: [
      `Someone asked to reset the password of your ${appName} account.`,
      `Open this link within ${validMinutes} minutes to choose a new one:`,
      '',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>Someone asked to reset the password of your ${escapeHtml(appName)} account.</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for ${validMinutes} minutes).</p>`,
      '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
    devHint: `reset link: ${link}`,
  };
}
