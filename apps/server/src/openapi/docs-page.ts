import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DOCS_CONTRAST_CSS } from './docs-contrast.css';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The reference page's policy: everything from this origin and nothing else, no inline script (the page's
 * own start-up is a file, init.js). Swagger UI sets style attributes and draws its icons as data: images.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flexi REST API reference</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${DOCS_PATH}/contrast.css">
</head>
<body>
<main id="swagger-ui" aria-label="REST API reference"></main>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

// validatorUrl: null, or Swagger UI asks validator.swagger.io for a badge and a request leaves the origin.
// deepLinking: false, or each operation's path is a link inside its toggle button (nested controls, which
// screen readers cannot reach).
const INIT_JS = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: false,
  validatorUrl: null,
});
`;

export interface DocsAsset {
  type: string;
  body: string | Buffer;
}

/** The files the page loads: Swagger UI's own two from swagger-ui-dist, its start-up and our contrast fixes. */
const ASSETS: Readonly<Record<string, () => DocsAsset>> = {
  'init.js': () => ({ type: 'text/javascript; charset=utf-8', body: INIT_JS }),
  'contrast.css': () => ({ type: 'text/css; charset=utf-8', body: DOCS_CONTRAST_CSS }),
  'swagger-ui.css': () => fromDist('swagger-ui.css', 'text/css; charset=utf-8'),
  'swagger-ui-bundle.js': () => fromDist('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'),
};

export const DOCS_ASSET_NAMES = Object.keys(ASSETS);

const loaded = new Map<string, DocsAsset>();

/** One of the page's files, read once; undefined for any other name. */
export function docsAsset(name: string): DocsAsset | undefined {
  const load = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!load) return undefined;
  const asset = loaded.get(name) ?? load();
  loaded.set(name, asset);
  return asset;
}

function fromDist(file: string, type: string): DocsAsset {
  // swagger-ui-dist ships no types; its folder is found the way Node finds the package.
  return { type, body: readFileSync(join(dirname(require.resolve('swagger-ui-dist/package.json')), file)) };
}
