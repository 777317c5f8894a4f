// Spec §4: a share route visited without a token remembers where to go back to after login.
export const SHARE_RETURN_URL_KEY = 'shareReturnUrl';

export function getShareReturnUrl(): string | null {
  try {
    return window.localStorage.getItem(SHARE_RETURN_URL_KEY);
  } catch {
    return null;
  }
}

export function setShareReturnUrl(url: string): void {
  try {
    window.localStorage.setItem(SHARE_RETURN_URL_KEY, url);
  } catch {
    // Storage unavailable: the returnUrl query still carries the way back.
  }
}

export function clearShareReturnUrl(): void {
  try {
    window.localStorage.removeItem(SHARE_RETURN_URL_KEY);
  } catch {
    // ignored: see above
  }
}
