// What one auth view hands to the next through router state (e.g. register -> login).
export interface AuthNavigationState {
  notice: string;
  /** A notice is good news unless it says otherwise (an expired session). */
  tone?: 'success' | 'error';
}

export function readNoticeTone(state: unknown): 'success' | 'error' {
  const tone = typeof state === 'object' && state !== null && 'tone' in state ? state.tone : undefined;
  return tone === 'error' ? 'error' : 'success';
}

export function readNotice(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state) {
    const { notice } = state;
    return typeof notice === 'string' && notice ? notice : null;
  }
  return null;
}

/**
 * Where to go after login: the decoded returnUrl query when it is an in-app path, else home.
 * Anything else (absolute URLs, protocol-relative paths) is ignored rather than followed.
 */
export function returnPath(returnUrl: string | null): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//')) return '/';
  return returnUrl;
}
