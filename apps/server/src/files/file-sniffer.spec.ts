import {
  HTML_PAGE,
  minimalPdf,
  PNG_1X1,
  TINY_JPEG,
  UTF8_TEXT,
  windowsExe,
  zipArchive,
} from 'test/support/sample-files';
import { PlainTextCheck, sniffHead } from './file-sniffer';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Runs a whole input through a PlainTextCheck, one chunk per element. */
function checkText(chunks: Buffer[], keepChars = 1000): { ok: boolean; text: string } {
  const sut = new PlainTextCheck(keepChars);
  const written = chunks.every((chunk) => sut.write(chunk));
  return { ok: written && sut.end(), text: sut.text };
}

describe(sniffHead.name, () => {
  it.each([
    ['a PNG', PNG_1X1, 'image/png'],
    ['a JPEG', TINY_JPEG, 'image/jpeg'],
    ['a PDF', minimalPdf(), 'application/pdf'],
    ['UTF-8 text', utf8(UTF8_TEXT), 'text/plain'],
  ])('should recognise %s by its bytes when the head is sniffed', async (_name, bytes, mime) => {
    await expect(sniffHead(bytes)).resolves.toBe(mime);
  });

  it.each([
    ['a Windows executable', windowsExe()],
    ['a zip archive', zipArchive()],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['bytes that are not UTF-8', Buffer.from([0xc3, 0x28, 0xa0, 0xa1])],
    ['text with a NUL byte', utf8('abc\u0000def')],
  ])('should refuse %s when the head is sniffed', async (_name, bytes) => {
    await expect(sniffHead(bytes)).resolves.toBeUndefined();
  });
});

describe(PlainTextCheck.name, () => {
  it('should accept UTF-8 when a character is split across two chunks', () => {
    const bytes = utf8('Köln 灯台');
    const split = bytes.indexOf(0xe7) + 1; // inside the three bytes of 灯

    expect(checkText([bytes.subarray(0, split), bytes.subarray(split)])).toEqual({
      ok: true,
      text: 'Köln 灯台',
    });
  });

  it('should drop a leading byte order mark when it keeps the text', () => {
    expect(checkText([Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('hello')])]).text).toBe('hello');
  });

  it('should refuse when the input ends in the middle of a character', () => {
    expect(checkText([utf8('abc'), Buffer.from([0xe7, 0x81])]).ok).toBe(false);
  });

  it.each([
    ['an HTML document', HTML_PAGE],
    ['an HTML fragment after blank lines', '\n\n  <div>hi</div>'],
    ['a short paragraph tag', '<p>'],
    ['an HTML comment', '<!-- x -->'],
    ['an XML declaration', '<?xml version="1.0"?><a/>'],
    ['an SVG image', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('should refuse %s as markup, not plain text', (_name, text) => {
    expect(checkText([utf8(text)]).ok).toBe(false);
  });

  it.each([
    ['a comparison', 'a < b and <b is bold> is not html'],
    ['a pre tag later in the text', 'Notes:\n<html> appears later'],
    ['an angle bracket word', '<preface> is not a tag we sniff'],
  ])('should accept %s as plain text when no markup starts the file', (_name, text) => {
    expect(checkText([utf8(text)]).ok).toBe(true);
  });

  it('should accept tabs, line feeds, carriage returns and form feeds whatever their number', () => {
    expect(checkText([utf8('a\tb\r\nc\fd\n'.repeat(50))]).ok).toBe(true);
  });

  it('should accept one control character in a hundred and refuse two', () => {
    const line = 'x'.repeat(99);

    expect(checkText([utf8(`\u001b${line}`)]).ok).toBe(true);
    expect(checkText([utf8(`\u001b\u001b${line.slice(1)}`)]).ok).toBe(false);
  });

  it('should refuse at once when a NUL byte arrives in a later chunk', () => {
    const sut = new PlainTextCheck(10);

    expect(sut.write(utf8('plain start'))).toBe(true);
    expect(sut.write(utf8('then \u0000'))).toBe(false);
    expect(sut.end()).toBe(false);
  });

  it('should keep only keepChars characters when the text is longer', () => {
    expect(checkText([utf8('abcdef'), utf8('ghij')], 8)).toEqual({ ok: true, text: 'abcdefgh' });
  });

  it('should not keep half of a surrogate pair when the cap falls inside one', () => {
    expect(checkText([utf8('ab😀cd')], 3).text).toBe('ab');
  });
});
