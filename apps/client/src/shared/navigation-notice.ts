// A notice one view hands to the next through router state: register -> login, an ended session -> login,
// a shared post that is gone -> home. Shared because the views that send and show it live in different features.
export interface NavigationNotice {
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
