/* global window, document */
// Applies the writer's theme choice (Appearance, kept in localStorage under "flexi-theme") before the first
// paint, so a dark choice never flashes light. A classic script in <head>: the Content Security Policy allows
// scripts from this origin, not inline ones. See src/features/appearance/theme-preference.ts.
try {
  var theme = window.localStorage.getItem('flexi-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused: the system's theme.
}
