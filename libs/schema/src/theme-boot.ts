/**
 * Where the writer's theme choice (Appearance: light or dark; absent for the system's) is kept on a device.
 */
export const THEME_STORAGE_KEY = 'flexi-theme';

/**
 * The script that applies that choice before the first paint, so a dark choice never flashes light. The
 * client's build writes it inline into index.html's <head> (a file would be one more request before paint, and
 * not a hashed asset); the server's Content Security Policy allows exactly this text by its SHA-256, and no
 * other inline script. One string for both, so they cannot drift apart.
 */
export const THEME_BOOT_SCRIPT =
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');` +
  `if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
