import { contentDisposition } from './files.controller';

describe(contentDisposition.name, () => {
  it.each([
    ['an image', 'image/png', 'photo.png', `inline; filename="photo.png"; filename*=UTF-8''photo.png`],
    ['a PDF', 'application/pdf', 'a b.pdf', `inline; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf`],
    [
      'a text file',
      'text/plain',
      'notes.txt',
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    ],
    [
      'a name with accents and CJK',
      'image/jpeg',
      'Café 灯台.jpg',
      `inline; filename="Cafe __.jpg"; filename*=UTF-8''Caf%C3%A9%20%E7%81%AF%E5%8F%B0.jpg`,
    ],
    [
      'a name with quotes and RFC 5987 specials',
      'text/plain',
      `say "hi" (it's 100%).txt`,
      `attachment; filename="say _hi_ (it's 100_).txt"; filename*=UTF-8''say%20%22hi%22%20%28it%27s%20100%25%29.txt`,
    ],
  ])('should describe %s for download when it builds the header', (_name, mime, name, expected) => {
    expect(contentDisposition({ mime: mime as 'image/png', name })).toBe(expected);
  });
});
