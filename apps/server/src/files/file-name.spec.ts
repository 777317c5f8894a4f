import { FALLBACK_FILE_NAME, sanitizeFileName } from './file-name';

describe(sanitizeFileName.name, () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\marta\\Desktop\\photo.jpg', 'photo.jpg'],
    ['folder/', FALLBACK_FILE_NAME],
    ['..', FALLBACK_FILE_NAME],
    ['...hidden', 'hidden'],
    ['   ', FALLBACK_FILE_NAME],
    [undefined, FALLBACK_FILE_NAME],
    [null, FALLBACK_FILE_NAME],
    ['line\r\nbreak\t.txt', 'line break .txt'],
    ['nul\u0000and\u007fdel.txt', 'nulanddel.txt'],
    ['photo\u202Egpj.exe', 'photogpj.exe'],
    ['Tagebuch  –  Köln 灯台 ✓.txt', 'Tagebuch – Köln 灯台 ✓.txt'],
    ['Cafe\u0301.txt', 'Café.txt'],
  ])('should turn %j into %j when it sanitises a declared name', (declared, expected) => {
    expect(sanitizeFileName(declared)).toBe(expected);
  });

  it('should cut a long name to 255 characters and keep its extension when it is too long', () => {
    const sut = sanitizeFileName(`${'a'.repeat(300)}.pdf`);

    expect([sut.length, sut.endsWith('a.pdf')]).toEqual([255, true]);
  });

  it('should count characters, not UTF-16 units, when it cuts a name of emoji', () => {
    const sut = sanitizeFileName(`${'😀'.repeat(300)}.png`);

    expect(Array.from(sut)).toHaveLength(255);
    expect(sut.endsWith('😀.png')).toBe(true);
  });

  it('should cut at 255 when the extension is too long to keep', () => {
    expect(Array.from(sanitizeFileName(`name.${'x'.repeat(300)}`))).toHaveLength(255);
  });
});
