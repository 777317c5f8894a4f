import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { FileEntity } from './file.entity';

export const FILE_URL_TTL_SECONDS = 3600;

/** The parts of a download URL that prove it was handed out by us and is still valid. */
export interface UrlSignature {
  expires?: string;
  signature?: string;
}

/**
 * Signed, expiring download URLs. Browsers load them in `<img src>` and links, where the token (in local
 * storage) cannot be sent, so the URL itself grants access. Whoever returns a file model decides who may
 * get one (the owner, or a viewer of a shared entry); this class only signs and checks.
 */
@Injectable()
export class FileUrlSigner {
  private readonly key: Buffer;

  constructor(@Inject(APP_ENV) env: AppEnv) {
    // A key of its own, derived from the JWT secret: a download signature is never a valid session token
    // signature, nor the reverse.
    this.key = Buffer.from(hkdfSync('sha256', env.jwtSecret, '', 'flexi file download url v1', 32));
  }

  /** A relative URL, valid for an hour from `now`. */
  signedUrl(file: Pick<FileEntity, 'id' | 'name'>, now: Date = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
    const signature = this.sign(file.id, expires).toString('base64url');
    return `/files/${file.id}/${encodeURIComponent(file.name)}?expires=${expires}&signature=${signature}`;
  }

  /** Whether the URL's signature is ours for this id and has not expired. Constant time in the signature. */
  verify(id: string, { expires, signature }: UrlSignature, now: Date = new Date()): boolean {
    if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return false;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(id, Number(expires));
    const genuine = given.length === expected.length && timingSafeEqual(given, expected);
    return genuine && Number(expires) > now.getTime() / 1000;
  }

  private sign(id: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${id}\n${expires}`).digest();
  }
}
