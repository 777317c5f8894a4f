import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';

/** Export links are for downloading right away: the download starts within seconds of asking. */
export const EXPORT_URL_TTL_SECONDS = 600;

/** What a link exports: the owner's whole journal, or one of their conversations. */
export type ExportTarget =
  { kind: 'journal'; ownerId: string } | { kind: 'conversation'; ownerId: string; conversationId: string };

/** The query parameters of a link that prove it was handed out by us, for whom, and until when. */
export interface ExportLinkProof {
  owner?: unknown;
  expires?: unknown;
  signature?: unknown;
}

/**
 * Signed, expiring download links for exports. The browser follows them as a plain navigation (a download),
 * which cannot carry the token, so the link itself is the credential; it names the owner, and the signature
 * covers the owner, what is exported and the expiry. A key of its own, derived from the JWT secret: an export
 * signature is never a file link's or a session token's, nor the reverse.
 */
@Injectable()
export class ExportUrlSigner {
  private readonly key: Buffer;

  constructor(@Inject(APP_ENV) env: AppEnv) {
    this.key = Buffer.from(hkdfSync('sha256', env.jwtSecret, '', 'flexi export url v1', 32));
  }

  /** A relative URL for `target`, saved by browsers as `fileName`, valid for EXPORT_URL_TTL_SECONDS. */
  signedUrl(
    target: ExportTarget,
    fileName: string,
    now: Date = new Date(),
  ): { url: string; expiresAt: Date } {
    const expires = Math.floor(now.getTime() / 1000) + EXPORT_URL_TTL_SECONDS;
    const signature = this.sign(target, expires).toString('base64url');
    const path =
      target.kind === 'journal'
        ? `/exports/journal/${encodeURIComponent(fileName)}`
        : `/exports/conversations/${target.conversationId}/${encodeURIComponent(fileName)}`;
    return {
      url: `${path}?owner=${target.ownerId}&expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /**
   * The owner the link was signed for, when its signature is ours for this kind of export (and conversation)
   * and it has not expired; null otherwise. Constant time in the signature.
   */
  verify(
    target: { kind: 'journal' } | { kind: 'conversation'; conversationId: string },
    { owner, expires, signature }: ExportLinkProof,
    now: Date = new Date(),
  ): string | null {
    if (typeof owner !== 'string' || typeof expires !== 'string' || typeof signature !== 'string')
      return null;
    if (!/^\d{1,12}$/.test(expires) || owner.length > 64) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign({ ...target, ownerId: owner }, Number(expires));
    const genuine = given.length === expected.length && timingSafeEqual(given, expected);
    return genuine && Number(expires) > now.getTime() / 1000 ? owner : null;
  }

  private sign(target: ExportTarget, expires: number): Buffer {
    const what = target.kind === 'journal' ? 'journal' : `conversation\n${target.conversationId}`;
    return createHmac('sha256', this.key).update(`${what}\n${target.ownerId}\n${expires}`).digest();
  }
}
