import { describe, expect, it } from 'vitest';
import { applyTheme } from './applyTheme';
import { WHITE, contrastRatio, parseHexColor } from './contrast';

function variable(target: HTMLElement, name: string): string {
  return target.style.getPropertyValue(name);
}

describe(applyTheme.name, () => {
  it('should set the primary colour and a strong variant white text can sit on when given a light primary', () => {
    const target = document.createElement('div');

    applyTheme({ primaryColor: '#4A90E2' }, target);

    expect(variable(target, '--color-primary')).toBe('#4A90E2');
    const strong = parseHexColor(variable(target, '--color-primary-strong'));
    expect(strong).toBeDefined();
    expect(contrastRatio(strong!, WHITE)).toBeGreaterThanOrEqual(4.5);
    const hover = parseHexColor(variable(target, '--color-primary-strong-hover'));
    expect(contrastRatio(hover!, WHITE)).toBeGreaterThan(contrastRatio(strong!, WHITE));
  });

  it('should darken the strong variant further until links read on a tinted page background too', () => {
    const target = document.createElement('div');

    applyTheme({ primaryColor: '#4A90E2', backgroundColor: '#F7F9FC' }, target);

    const strong = parseHexColor(variable(target, '--color-primary-strong'));
    expect(contrastRatio(strong!, parseHexColor('#F7F9FC')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(strong!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('should keep a dark primary as its own strong variant when it already has contrast', () => {
    const target = document.createElement('div');

    applyTheme({ primaryColor: '#1d4f8a' }, target);

    expect(variable(target, '--color-primary-strong')).toBe('#1d4f8a');
    expect(variable(target, '--color-on-primary-surface')).toBe('#ffffff');
  });

  it('should set the secondary colour and its strong variant when given one', () => {
    const target = document.createElement('div');

    applyTheme({ secondaryColor: '#6AB0F3' }, target);

    expect(variable(target, '--color-secondary')).toBe('#6AB0F3');
    expect(
      contrastRatio(parseHexColor(variable(target, '--color-secondary-strong'))!, WHITE),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('should set the light-scheme background with readable text when given a dark background', () => {
    const target = document.createElement('div');

    applyTheme({ backgroundColor: '#202020' }, target);

    expect(variable(target, '--config-color-background')).toBe('#202020');
    expect(variable(target, '--config-color-text')).toBe('#ffffff');
  });

  it('should not derive text colours when a colour is not hex', () => {
    const target = document.createElement('div');

    applyTheme({ primaryColor: 'rebeccapurple', backgroundColor: 'linen' }, target);

    expect(variable(target, '--color-primary')).toBe('rebeccapurple');
    expect(variable(target, '--color-primary-strong')).toBe('');
    expect(variable(target, '--config-color-text')).toBe('');
  });

  it('should leave every variable alone when the styling is empty', () => {
    const target = document.createElement('div');

    applyTheme({}, target);

    expect(target.getAttribute('style')).toBeNull();
  });

  it('should default to the document root when no target is given', () => {
    applyTheme({ primaryColor: '#4a90e2' });

    expect(variable(document.documentElement, '--color-primary')).toBe('#4a90e2');
    document.documentElement.removeAttribute('style');
  });
});
