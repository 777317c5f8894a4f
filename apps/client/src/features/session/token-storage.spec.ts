import { describe, expect, it } from 'vitest';
import { clearToken, getToken, readTokenUsername, setToken } from '@/features/session/token-storage';

// A JWT-shaped token whose payload is base64url without padding, as @nestjs/jwt issues them.
function fakeJwt(payload: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...bytes));
  const base64url = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `header.${base64url}.signature`;
}

describe('token-storage', () => {
  it('should keep the token in localStorage under "token"', () => {
    setToken('abc');

    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');

    clearToken();

    expect(getToken()).toBeNull();
  });

  it('should read the username from the token payload, including non-ASCII names', () => {
    expect(readTokenUsername(fakeJwt({ username: 'zoë', sub: 1 }))).toBe('zoë');
  });

  it('should read no username when the token is missing, not a JWT, or has none', () => {
    expect(readTokenUsername(null)).toBeNull();
    expect(readTokenUsername('opaque-token')).toBeNull();
    expect(readTokenUsername('a.%%%.c')).toBeNull();
    expect(readTokenUsername(fakeJwt({ sub: 1 }))).toBeNull();
  });
});
