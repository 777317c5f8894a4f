/**
 * Where to go after login: the decoded returnUrl query when it is an in-app path, else home.
 * Anything else (absolute URLs, protocol-relative paths) is ignored rather than followed.
 */
export function returnPath(returnUrl: string | null): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//')) return '/';
  return returnUrl;
}

/** Whether the way back after login is a share link: someone shared an entry with the visitor. */
export function isShareReturn(returnUrl: string | null): boolean {
  return returnPath(returnUrl).startsWith('/share/');
}
