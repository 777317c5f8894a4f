import type { AllowedMime } from './file.entity';

/** How much of a file's start `file-type` may read to recognise it (its own "reasonable detection size"). */
export const SNIFF_BYTES = 4100;

/** The binary formats we accept, by the type `file-type` reports. An animated PNG is still a PNG. */
const ACCEPTED_SIGNATURES: Readonly<Record<string, AllowedMime>> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'application/pdf': 'application/pdf',
};

/**
 * The type of a file judged from its first bytes only, never from its name or declared type:
 * a PNG, JPEG or PDF signature; `text/plain` when no signature matches and the bytes read as text so far
 * (confirm with a {@link PlainTextCheck} over the whole file); `undefined` for everything else.
 */
export async function sniffHead(head: Uint8Array): Promise<AllowedMime | undefined> {
  // Loaded with the first upload, not at start-up (~11 MB of RSS).
  const { fileTypeFromBuffer } = await import('file-type/core');
  const detected = await fileTypeFromBuffer(head);
  if (detected) return ACCEPTED_SIGNATURES[detected.mime];
  return new PlainTextCheck(0).write(head) ? 'text/plain' : undefined;
}

// C0 controls other than tab, line feed, form feed and carriage return; DEL; C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g;
// Markup a browser would sniff as HTML, SVG or XML (the WHATWG MIME sniffing patterns): not plain text.
const MARKUP =
  /^\s*(?:<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg)[\s>/]|<!--|<\?xml)/i;
const MARKUP_WINDOW = 64;
/** "Few control characters": at most 1 in 100 characters. */
const MAX_CONTROL_RATIO = 0.01;

/**
 * Decides, chunk by chunk, whether bytes are plain text: valid UTF-8 (a BOM is allowed and dropped), no NUL
 * byte, few control characters, and no leading markup. Keeps the first `keepChars` characters of the text.
 */
export class PlainTextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;
  private chars = 0;
  private controls = 0;
  private start = '';
  private readonly kept: string[] = [];
  private keptChars = 0;

  constructor(private readonly keepChars: number) {}

  /** False as soon as the bytes so far cannot be plain text. */
  write(chunk: Uint8Array): boolean {
    return this.take(() => this.decoder.decode(chunk, { stream: true }), false);
  }

  /** Whether the whole input was plain text. */
  end(): boolean {
    return this.take(() => this.decoder.decode(), true) && this.controls <= this.chars * MAX_CONTROL_RATIO;
  }

  /** The first `keepChars` characters. */
  get text(): string {
    return this.kept.join('');
  }

  private take(decode: () => string, final: boolean): boolean {
    if (!this.valid) return false;
    let text: string;
    try {
      text = decode();
    } catch {
      return (this.valid = false);
    }
    if (text.includes('\u0000')) return (this.valid = false);
    this.chars += text.length;
    this.controls += text.match(CONTROL)?.length ?? 0;
    if (this.start.length < MARKUP_WINDOW) {
      this.start += text.slice(0, MARKUP_WINDOW - this.start.length);
      if ((final || this.start.length >= MARKUP_WINDOW) && MARKUP.test(this.start))
        return (this.valid = false);
    }
    this.keep(text);
    return true;
  }

  private keep(text: string): void {
    const room = this.keepChars - this.keptChars;
    if (room <= 0 || !text) return;
    const piece = text.slice(0, room);
    // Never end on half a surrogate pair.
    if (piece.length === room && /[\uD800-\uDBFF]$/.test(piece)) {
      this.kept.push(piece.slice(0, -1));
      this.keptChars = this.keepChars;
      return;
    }
    this.kept.push(piece);
    this.keptChars += piece.length;
  }
}
