/**
 * Spec §9: the continue button's default text is "THINK W" plus the brand word. We read the brand word as the
 * configured app name, upper-cased like the other button texts: "THINK W FLEXI" (see
 * docs/decisions/0091-continue-button-text.md).
 */
export function continueButtonText(appName: string): string {
  return `THINK W ${appName.trim().toUpperCase()}`;
}
