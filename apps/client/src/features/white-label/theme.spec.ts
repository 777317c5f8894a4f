import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseFeatureConfig } from '@app/schema';
import { contrastRatio, parseHexColor, WHITE } from '@app/ui';
import { appNameStyle, useConfigTheme } from '@/features/white-label/theme';
import { FEATURE_CONFIG_JSON } from '@/testing/config-fixtures';

describe(appNameStyle.name, () => {
  it('should use the configured size and a colour that is already readable as given', () => {
    expect(appNameStyle({ fontSize: '1.5rem', color: '#4A90E2' })).toEqual({
      fontSize: '1.5rem',
      color: '#4a90e2',
    });
  });

  it('should darken a colour too pale to read on the header until large text is readable', () => {
    const style = appNameStyle({ color: '#FFE680' });
    const color = parseHexColor(String(style.color));

    expect(color).not.toBeNull();
    expect(style.color).not.toBe('#ffe680');
    expect(contrastRatio(color ?? WHITE, WHITE)).toBeGreaterThanOrEqual(3);
  });

  it('should leave the header to its defaults when the config has no style', () => {
    expect(appNameStyle(undefined)).toEqual({});
  });
});

describe(useConfigTheme.name, () => {
  it("should colour the browser's chrome (theme-color) with the configured primary colour", () => {
    const meta = document.head.appendChild(
      Object.assign(document.createElement('meta'), { name: 'theme-color' }),
    );
    meta.content = '#4a90e2';
    const features = parseFeatureConfig({ ...FEATURE_CONFIG_JSON, styling: { primaryColor: '#8A2BE2' } });

    renderHook(() => useConfigTheme(features));

    expect(meta.content).toBe('#8A2BE2');
    meta.remove();
  });
});
