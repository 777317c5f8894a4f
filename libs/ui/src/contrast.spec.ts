import { describe, expect, it } from 'vitest';
import {
  WHITE,
  contrastRatio,
  darken,
  darkenForContrast,
  parseHexColor,
  relativeLuminance,
  toHexColor,
} from './contrast';

describe('contrast', () => {
  describe(parseHexColor.name, () => {
    it('should parse six- and three-digit hex when given either', () => {
      expect(parseHexColor('#4A90E2')).toEqual({ r: 74, g: 144, b: 226 });
      expect(parseHexColor('#fff')).toEqual(WHITE);
    });

    it('should return undefined when the colour is not hex', () => {
      expect(parseHexColor('rebeccapurple')).toBeUndefined();
      expect(parseHexColor('#12345')).toBeUndefined();
      expect(parseHexColor('rgb(0, 0, 0)')).toBeUndefined();
    });
  });

  describe(relativeLuminance.name, () => {
    it('should be 0 for black and 1 for white', () => {
      expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
      expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
    });
  });

  describe(contrastRatio.name, () => {
    it('should be 21 when comparing black and white, in either order', () => {
      const black = { r: 0, g: 0, b: 0 };
      expect(contrastRatio(black, WHITE)).toBeCloseTo(21, 5);
      expect(contrastRatio(WHITE, black)).toBeCloseTo(21, 5);
    });

    it('should be 1 when both colours are the same', () => {
      expect(contrastRatio(WHITE, WHITE)).toBe(1);
    });

    it('should match the known ratios when given the default brand colours', () => {
      // White on the default primary #4A90E2 is below AA (the reason --color-primary-strong exists).
      expect(contrastRatio(parseHexColor('#4a90e2')!, WHITE)).toBeCloseTo(3.3, 1);
      expect(contrastRatio(parseHexColor('#2f6db5')!, WHITE)).toBeCloseTo(5.3, 1);
    });
  });

  describe(darken.name, () => {
    it('should keep the colour when the amount is 0 and give black when it is 1', () => {
      const color = { r: 74, g: 144, b: 226 };
      expect(darken(color, 0)).toEqual(color);
      expect(darken(color, 1)).toEqual({ r: 0, g: 0, b: 0 });
    });
  });

  describe(darkenForContrast.name, () => {
    it('should darken just enough for white text to reach 4.5:1 when the colour is too light', () => {
      const sut = darkenForContrast(parseHexColor('#4a90e2')!);

      const ratio = contrastRatio(sut, WHITE);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      expect(ratio).toBeLessThan(4.8);
      expect(toHexColor(sut)).not.toBe('#4a90e2');
    });

    it('should keep the colour unchanged when it already has enough contrast', () => {
      expect(toHexColor(darkenForContrast(parseHexColor('#1d4f8a')!))).toBe('#1d4f8a');
    });

    it('should reach the ratio when the colour is white', () => {
      expect(contrastRatio(darkenForContrast(WHITE), WHITE)).toBeGreaterThanOrEqual(4.5);
    });

    it('should honour a higher ratio when asked for 7:1', () => {
      expect(
        contrastRatio(darkenForContrast(parseHexColor('#6ab0f3')!, WHITE, 7), WHITE),
      ).toBeGreaterThanOrEqual(7);
    });
  });
});
