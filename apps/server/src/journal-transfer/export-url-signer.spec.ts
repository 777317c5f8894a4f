import type { AppEnv } from 'src/config/env';
import { FileUrlSigner } from 'src/files/file-url-signer';
import { EXPORT_URL_TTL_SECONDS, ExportUrlSigner } from './export-url-signer';

const OWNER = '3f8a0c1e-5b7d-4e2f-9a6b-1c2d3e4f5a6b';
const OTHER = '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';
const CONVERSATION = '5f0c7a4e-93d4-4c49-9f0e-7a1f3d0b6c2a';
const NOW = new Date('2026-11-22T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const env = { jwtSecret: 's'.repeat(40) } as AppEnv;

function proofOf(url: string) {
  const parsed = new URL(url, 'http://x');
  return {
    path: parsed.pathname,
    owner: parsed.searchParams.get('owner') ?? undefined,
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  };
}

describe(ExportUrlSigner.name, () => {
  const sut = new ExportUrlSigner(env);
  const journal = sut.signedUrl({ kind: 'journal', ownerId: OWNER }, 'flexi-journal-2026-11-22.zip', NOW);
  const conversation = sut.signedUrl(
    { kind: 'conversation', ownerId: OWNER, conversationId: CONVERSATION },
    'Café 灯台.md',
    NOW,
  );
  const { path: _journalPath, ...journalProof } = proofOf(journal.url);
  const { path: _conversationPath, ...conversationProof } = proofOf(conversation.url);

  it('should build relative URLs with the encoded name, the owner, the expiry and a signature', () => {
    expect(proofOf(journal.url).path).toBe('/exports/journal/flexi-journal-2026-11-22.zip');
    expect(proofOf(conversation.url).path).toBe(
      `/exports/conversations/${CONVERSATION}/${encodeURIComponent('Café 灯台.md')}`,
    );
    expect(journalProof).toEqual({
      owner: OWNER,
      expires: String(NOW.getTime() / 1000 + EXPORT_URL_TTL_SECONDS),
      signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(journal.expiresAt).toEqual(at(EXPORT_URL_TTL_SECONDS));
  });

  it('should give the owner back until the link expires', () => {
    expect(sut.verify({ kind: 'journal' }, journalProof, at(EXPORT_URL_TTL_SECONDS - 1))).toBe(OWNER);
    expect(sut.verify({ kind: 'journal' }, journalProof, at(EXPORT_URL_TTL_SECONDS))).toBeNull();
    expect(sut.verify({ kind: 'conversation', conversationId: CONVERSATION }, conversationProof, NOW)).toBe(
      OWNER,
    );
  });

  it.each<[string, () => string | null]>([
    ['another owner', () => sut.verify({ kind: 'journal' }, { ...journalProof, owner: OTHER }, NOW)],
    [
      'a later expiry',
      () =>
        sut.verify(
          { kind: 'journal' },
          { ...journalProof, expires: String(Number(journalProof.expires) + 1) },
          NOW,
        ),
    ],
    [
      "a conversation link's signature for the journal",
      () => sut.verify({ kind: 'journal' }, conversationProof, NOW),
    ],
    [
      "the journal link's signature for a conversation",
      () => sut.verify({ kind: 'conversation', conversationId: CONVERSATION }, journalProof, NOW),
    ],
    [
      'another conversation',
      () => sut.verify({ kind: 'conversation', conversationId: OTHER }, conversationProof, NOW),
    ],
    ['no signature', () => sut.verify({ kind: 'journal' }, { ...journalProof, signature: undefined }, NOW)],
    ['a list of owners', () => sut.verify({ kind: 'journal' }, { ...journalProof, owner: [OWNER] }, NOW)],
    [
      'an expiry that is not a number',
      () => sut.verify({ kind: 'journal' }, { ...journalProof, expires: '1e99' }, NOW),
    ],
    [
      'a key from another secret',
      () =>
        new ExportUrlSigner({ jwtSecret: 't'.repeat(40) } as AppEnv).verify(
          { kind: 'journal' },
          journalProof,
          NOW,
        ),
    ],
  ])('should refuse %s', (_name, verify) => {
    expect(verify()).toBeNull();
  });

  it("should never accept a file link's signature, made from the same secret", () => {
    const fileUrl = new FileUrlSigner(env).signedUrl({ id: OWNER, name: 'x.png' }, NOW);
    const { expires, signature } = proofOf(fileUrl);

    expect(sut.verify({ kind: 'journal' }, { owner: OWNER, expires, signature }, NOW)).toBeNull();
  });
});
