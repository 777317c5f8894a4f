import { Logger } from '@nestjs/common';
import { minimalPdf, PDF_TEXT } from 'test/support/sample-files';
import { PdfTextExtractor } from './pdf-text-extractor';

describe(PdfTextExtractor.name, () => {
  const sut = new PdfTextExtractor();

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('should read the text of a PDF when pdf.js can parse it', async () => {
    await expect(sut.extract(minimalPdf(), 1000)).resolves.toBe(PDF_TEXT);
  });

  it('should cut the text to maxChars when the PDF says more', async () => {
    await expect(sut.extract(minimalPdf(), 10)).resolves.toBe(PDF_TEXT.slice(0, 10));
  });

  it.each([
    ['a truncated PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<')],
    ['bytes that are no PDF at all', Buffer.from('hello')],
  ])('should answer null, not fail, when given %s', async (_name, bytes) => {
    await expect(sut.extract(bytes, 1000)).resolves.toBeNull();
  });
});
