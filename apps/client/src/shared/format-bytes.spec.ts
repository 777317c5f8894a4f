import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/shared/format-bytes';

describe(formatBytes.name, () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1536, '1.5 KB'],
    [3.2 * 1024 ** 2, '3.2 MB'],
    [200 * 1024 ** 2, '200 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
  ])('should write %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
