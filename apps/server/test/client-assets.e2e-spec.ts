import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

// A client build as Vite writes it: hashed assets with their .br and .gz copies, index.html with its own.
const SCRIPT = `console.log(${JSON.stringify('flexi '.repeat(500))});`;
const INDEX = `<!doctype html><title>Flexi</title><script src="/assets/app-1a2b3c.js"></script>${' '.repeat(2000)}`;
const EXPLORER = `<!doctype html><title>GraphQL explorer</title><script src="/assets/explorer/explorer-4d5e.js"></script>${' '.repeat(2000)}`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the given Accept-Encoding (fetch would add and undo its own). */
function get(baseUrl: string, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('The web client as served: precompressed, hashed assets cached for good, index.html revalidated', () => {
  let app: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'flexi-client-assets-'));
    mkdirSync(join(clientDir, 'assets'));
    mkdirSync(join(clientDir, 'assets', 'explorer'));
    const files = {
      'index.html': INDEX,
      'assets/app-1a2b3c.js': SCRIPT,
      'explorer.html': EXPLORER,
      'assets/explorer/explorer-4d5e.js': SCRIPT,
    };
    for (const [path, text] of Object.entries(files)) {
      writeFileSync(join(clientDir, path), text);
      writeFileSync(join(clientDir, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(clientDir, `${path}.gz`), gzipSync(text));
    }
    app = await startTestApp({ CLIENT_DIR: clientDir });
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('should send the brotli copy to a browser that accepts br, cached for a year as immutable', async () => {
    const answer = await get(app.baseUrl, '/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('should send the gzip copy to a client that accepts only gzip', async () => {
    const answer = await get(app.baseUrl, '/assets/app-1a2b3c.js', 'gzip');

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('should send the plain file to a client that accepts no compression', async () => {
    const answer = await get(app.baseUrl, '/assets/app-1a2b3c.js');

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('should send index.html compressed but always revalidated, so a deploy is seen at once', async () => {
    const answer = await get(app.baseUrl, '/', 'br');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX);
  });

  it('should serve the GraphQL explorer at /graphql/explorer under a policy that allows this origin alone', async () => {
    const answer = await get(app.baseUrl, '/graphql/explorer', 'br');
    const asset = await get(app.baseUrl, '/assets/explorer/explorer-4d5e.js', 'br');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString()).toBe(EXPLORER);
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    // No other origin anywhere in it, and no inline script.
    expect(policy).not.toMatch(/https?:|unsafe-eval|sha256-/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
