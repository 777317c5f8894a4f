import type { AppEnv } from 'src/config/env';
import { FILE_URL_TTL_SECONDS, FileUrlSigner } from './file-url-signer';

const FILE = { id: '3f8a0c1e-5b7d-4e2f-9a6b-1c2d3e4f5a6b', name: 'Leuchtturm 灯台.png' };
const NOW = new Date('2024-05-01T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const signerWith = (jwtSecret: string) => new FileUrlSigner({ jwtSecret } as AppEnv);

function partsOf(url: string) {
  const parsed = new URL(url, 'http://x');
  return {
    path: parsed.pathname,
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  };
}

/** Changes the first character: it carries six bits of the MAC (the last one partly only padding). */
const flipFirst = (value = '') => (value.startsWith('A') ? 'B' : 'A') + value.slice(1);

describe(FileUrlSigner.name, () => {
  const sut = signerWith('s'.repeat(40));
  const url = sut.signedUrl(FILE, NOW);
  const { path, expires, signature } = partsOf(url);

  it('should build a relative URL with the encoded name, expiry and signature when it signs', () => {
    expect(path).toBe(`/files/${FILE.id}/${encodeURIComponent(FILE.name)}`);
    expect(Number(expires)).toBe(NOW.getTime() / 1000 + FILE_URL_TTL_SECONDS);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('should accept its own signature until the hour is over', () => {
    expect(sut.verify(FILE.id, { expires, signature }, at(FILE_URL_TTL_SECONDS - 1))).toBe(true);
    expect(sut.verify(FILE.id, { expires, signature }, at(FILE_URL_TTL_SECONDS))).toBe(false);
  });

  it.each<[string, string, { expires?: string; signature?: string }]>([
    ['another file id', '00000000-0000-4000-8000-000000000000', { expires, signature }],
    ['a later expiry', FILE.id, { expires: String(Number(expires) + 60), signature }],
    ['a changed signature', FILE.id, { expires, signature: flipFirst(signature) }],
    ['a shortened signature', FILE.id, { expires, signature: signature?.slice(0, -2) }],
    ['no signature', FILE.id, { expires }],
    ['no expiry', FILE.id, { signature }],
    ['an expiry that is not a number', FILE.id, { expires: `${expires}.5`, signature }],
  ])('should refuse %s when it verifies', (_name, id, parts) => {
    expect(sut.verify(id, parts, NOW)).toBe(false);
  });

  it('should refuse a signature made with another secret when the JWT secret differs', () => {
    const other = partsOf(signerWith('t'.repeat(40)).signedUrl(FILE, NOW));

    expect(sut.verify(FILE.id, other, NOW)).toBe(false);
  });
});
