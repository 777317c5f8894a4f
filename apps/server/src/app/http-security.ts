import { createHash } from 'node:crypto';
import { THEME_BOOT_SCRIPT } from '@app/schema';
import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const APOLLO = 'https://*.apollographql.com';

/** The CSP source that allows index.html's inline theme-boot script, and only that text. */
export const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/** The Apollo Sandbox page at /graphql loads its UI from Apollo's CDN; only that page gets this policy. */
const SANDBOX_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${APOLLO}`,
  `style-src 'self' 'unsafe-inline' ${APOLLO} https://fonts.googleapis.com`,
  `img-src 'self' data: ${APOLLO}`,
  `font-src 'self' data: ${APOLLO} https://fonts.gstatic.com`,
  `frame-src 'self' ${APOLLO}`,
  `connect-src 'self' ${APOLLO}`,
  "frame-ancestors 'none'",
].join('; ');

/** Where the GraphQL explorer (GraphiQL from the client's build, decision 0188) is served. */
export const GRAPHQL_EXPLORER_PATH = '/graphql/explorer';

/**
 * The explorer's page: everything from this origin and nothing from elsewhere, no inline script at all.
 * CodeMirror and GraphiQL set style attributes; GraphiQL's fonts and icons are data: URLs in its stylesheet.
 */
const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Helmet's headers on every answer. Helmet itself, built once: @fastify/helmet builds a new helmet (parsing the
 * CSP directives again) for every request, about 2% of the CPU time of a cheap query.
 */
export function registerSecurityHeaders(app: NestFastifyApplication): void {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: index.html's theme boot (libs/schema theme-boot.ts), by its hash.
        scriptSrc: ["'self'", THEME_BOOT_HASH],
        // React sets style attributes; blob: and data: for previews of the user's own images.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Operators may serve plain HTTP on a LAN; forcing https would break every request there.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // On the raw response, as @fastify/helmet does: Fastify's own headers (reply.header) win where both set one.
  fastify.addHook('onRequest', (request, reply, done) =>
    applyHelmet(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Callback-style hooks (here and below): an async hook costs a promise and a microtask turn per request.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0];
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (isHtml && path === '/graphql') reply.header('content-security-policy', SANDBOX_CSP);
    if (isHtml && (path === GRAPHQL_EXPLORER_PATH || path === '/explorer.html'))
      reply.header('content-security-policy', EXPLORER_CSP);
    // API answers carry a user's data or a token: no browser or proxy may keep them. A route that chose its
    // own policy (the config files' no-cache) keeps it. (Apollo's cache-control plugin, which said so for
    // GraphQL, is off: see graphqlOptions.)
    if ((path.startsWith('/api/') || path === '/graphql') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
