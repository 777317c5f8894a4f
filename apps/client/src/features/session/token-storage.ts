// The bearer token lives in localStorage under the key the spec names, so a reload keeps the session.
export const TOKEN_STORAGE_KEY = 'token';

// Storage can throw (privacy modes, quota); a session that cannot be stored is simply not kept.
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // ignored: see above
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // ignored: see above
  }
}

/**
 * The username from the token's JWT payload, or null when it cannot be read. Display only: the server
 * verifies the token; this just avoids greeting a known user as "User" while the profile loads.
 */
export function readTokenUsername(token: string | null = getToken()): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed === 'object' && parsed !== null && 'username' in parsed) {
      const { username } = parsed;
      return typeof username === 'string' && username ? username : null;
    }
    return null;
  } catch {
    return null;
  }
}
