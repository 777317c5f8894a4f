import { PNG } from 'pngjs';
import { drawAppIcon, markColorOn, parseHex } from './app-icon';

/** The pixel at (x, y) of a PNG, as [r, g, b, a]. */
function pixel(png: PNG, x: number, y: number): number[] {
  const at = (y * png.width + x) * 4;
  return [...png.data.subarray(at, at + 4)];
}

const read = (bytes: Buffer) => PNG.sync.read(bytes);

describe(drawAppIcon.name, () => {
  it.each([64, 180, 192])('should draw a valid PNG %i pixels square', (size) => {
    const png = read(drawAppIcon({ size, color: '#4A90E2' }));

    expect([png.width, png.height]).toEqual([size, size]);
  });

  it('should fill the square with the colour and draw a white F on it when white reads on the colour', () => {
    const png = read(drawAppIcon({ size: 192, color: '#4A90E2' }));
    // On the 64-unit grid (3 pixels a unit): (10, 32) is beside the F, (23, 30) on its stem, (35, 21) on its top arm.
    const at = (gridX: number, gridY: number) => pixel(png, gridX * 3, gridY * 3);

    expect(at(10, 32)).toEqual([0x4a, 0x90, 0xe2, 255]);
    expect(at(23, 30)).toEqual([255, 255, 255, 255]);
    expect(at(35, 21)).toEqual([255, 255, 255, 255]);
    // Between the arms, and right of the middle arm: the colour.
    expect(at(35, 27)).toEqual([0x4a, 0x90, 0xe2, 255]);
    expect(at(43, 33)).toEqual([0x4a, 0x90, 0xe2, 255]);
  });

  it('should round the corners with smooth edges and leave them transparent when the icon is not full-bleed', () => {
    const png = read(drawAppIcon({ size: 128, color: '#4A90E2' }));
    // The corner's radius is 14 units of 64, 28 pixels: the diagonal crosses the curve near (8, 8).
    const diagonal = Array.from({ length: 20 }, (_, i) => pixel(png, i, i)[3]);

    expect(pixel(png, 0, 0)[3]).toBe(0);
    expect(pixel(png, 0, 64)[3]).toBe(255);
    expect(pixel(png, 64, 0)[3]).toBe(255);
    expect(diagonal.some((alpha) => alpha > 0 && alpha < 255)).toBe(true);
    expect(diagonal.at(-1)).toBe(255);
  });

  it('should fill the corners too when the icon is full-bleed (maskable, Apple touch)', () => {
    const png = read(drawAppIcon({ size: 128, color: '#4A90E2', fullBleed: true }));

    for (const [x, y] of [
      [0, 0],
      [127, 0],
      [0, 127],
      [127, 127],
    ]) {
      expect(pixel(png, x, y)).toEqual([0x4a, 0x90, 0xe2, 255]);
    }
  });

  it('should keep the F inside the safe zone of a maskable icon (a centred circle of 80% of the width)', () => {
    const png = read(drawAppIcon({ size: 128, color: '#4A90E2', fullBleed: true }));
    let inked = 0;
    let inkedOutside = 0;
    for (let y = 0; y < 128; y += 1) {
      for (let x = 0; x < 128; x += 1) {
        if (png.data[(y * 128 + x) * 4] === 0x4a) continue;
        inked += 1;
        if (Math.hypot(x + 0.5 - 64, y + 0.5 - 64) > 0.4 * 128) inkedOutside += 1;
      }
    }

    expect(inked).toBeGreaterThan(0);
    expect(inkedOutside).toBe(0);
  });

  it('should anti-alias the F where its edge falls inside a pixel', () => {
    // 100 pixels: a unit is 1.5625 pixels, so the stem's left edge (20 units) falls at 31.25 pixels.
    const png = read(drawAppIcon({ size: 100, color: '#000000' }));
    const [red] = pixel(png, 31, 50);

    expect(red).toBeGreaterThan(0);
    expect(red).toBeLessThan(255);
  });

  it('should draw the F in dark ink when white would not read on a pale colour', () => {
    const png = read(drawAppIcon({ size: 192, color: '#FFE680' }));

    expect(pixel(png, 23 * 3, 30 * 3)).toEqual([0x1d, 0x24, 0x30, 255]);
    expect(pixel(png, 10 * 3, 32 * 3)).toEqual([0xff, 0xe6, 0x80, 255]);
  });
});

describe(markColorOn.name, () => {
  it.each([
    ['#4A90E2', [255, 255, 255]],
    ['#2E5C8A', [255, 255, 255]],
    ['#FFE680', [0x1d, 0x24, 0x30]],
    ['#fff', [0x1d, 0x24, 0x30]],
  ])('should mark %s with %j', (color, mark) => {
    expect(markColorOn(parseHex(color))).toEqual(mark);
  });
});
