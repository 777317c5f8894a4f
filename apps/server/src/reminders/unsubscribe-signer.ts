import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { ScheduledMailKind } from './mail-jobs';

const KINDS: readonly ScheduledMailKind[] = ['reminder', 'digest'];

/**
 * One-click unsubscribe links (RFC 8058): the link is the credential, since a mail client posts to it without a
 * session. It names the account and the kind of mail and never expires (an old mail's link still works). A key
 * of its own, derived from the JWT secret.
 */
@Injectable()
export class UnsubscribeSigner {
  private readonly key: Buffer;

  constructor(@Inject(APP_ENV) private readonly env: AppEnv) {
    this.key = Buffer.from(hkdfSync('sha256', env.jwtSecret, '', 'flexi unsubscribe v1', 32));
  }

  /** The absolute URL that stops this kind of mail for this account. */
  url(userId: string, kind: ScheduledMailKind): string {
    const token = `${userId}.${kind}.${this.sign(userId, kind)}`;
    return `${this.env.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** The account and kind the token was signed for; null for anything else. Constant time in the signature. */
  verify(token: unknown): { userId: string; kind: ScheduledMailKind } | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const [userId, kind, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !userId || !signature || !KINDS.includes(kind as ScheduledMailKind)) return null;
    const expected = Buffer.from(this.sign(userId, kind as ScheduledMailKind));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, kind: kind as ScheduledMailKind };
  }

  private sign(userId: string, kind: ScheduledMailKind): string {
    return createHmac('sha256', this.key).update(`${userId}:${kind}`).digest('base64url');
  }
}
