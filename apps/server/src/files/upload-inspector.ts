import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { AllowedMime } from './file.entity';
import { PlainTextCheck, SNIFF_BYTES, sniffHead } from './file-sniffer';
import { FileErrorCode } from './files.errors';

export interface InspectedUpload {
  mime: AllowedMime;
  size: number;
  sha256: string;
  /** The text of a plain text file (its first `maxTextChars` characters); null for other types. */
  text: string | null;
}

export interface InspectorLimits {
  maxBytes: number;
  maxTextChars: number;
}

/**
 * A pass-through that checks an upload while it streams to storage. It counts and fails as soon as the size
 * limit is passed, hashes, holds back only the first {@link SNIFF_BYTES} until the type is decided from them,
 * and for text keeps checking every following byte. Nothing is buffered beyond the sniffed head.
 */
export class UploadInspector extends Transform {
  private size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headSize = 0;
  private mime?: AllowedMime;
  private textCheck?: PlainTextCheck;
  private sha256?: string;

  constructor(private readonly limits: InspectorLimits) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limits.maxBytes) return callback(fileTooLarge(this.limits.maxBytes));
    this.hash.update(chunk);
    if (this.mime) {
      if (this.textCheck && !this.textCheck.write(chunk)) return callback(typeNotAllowed());
      return callback(null, chunk);
    }
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SNIFF_BYTES) return callback();
    this.decide().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.size === 0) return callback(new DomainError(FileErrorCode.Missing, MESSAGES.fileEmpty));
    const decided = this.mime ? Promise.resolve() : this.decide();
    decided.then(() => {
      if (this.textCheck && !this.textCheck.end()) return callback(typeNotAllowed());
      this.sha256 = this.hash.digest('hex');
      callback();
    }, callback);
  }

  /** What was streamed; only meaningful once the stream has finished without error. */
  result(): InspectedUpload {
    if (!this.mime || !this.sha256) throw new Error('The upload has not been inspected to its end');
    return {
      mime: this.mime,
      size: this.size,
      sha256: this.sha256,
      text: this.textCheck ? this.textCheck.text : null,
    };
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const mime = await sniffHead(head);
    if (!mime) throw typeNotAllowed();
    if (mime === 'text/plain') {
      this.textCheck = new PlainTextCheck(this.limits.maxTextChars);
      if (!this.textCheck.write(head)) throw typeNotAllowed();
    }
    this.mime = mime;
    this.push(head);
  }
}

export const fileTooLarge = (maxBytes: number) =>
  new DomainError(FileErrorCode.TooLarge, MESSAGES.fileTooLarge(maxBytes));

const typeNotAllowed = () => new DomainError(FileErrorCode.TypeNotAllowed, MESSAGES.fileTypeNotAllowed);
