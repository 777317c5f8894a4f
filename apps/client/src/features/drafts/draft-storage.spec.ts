import { describe, expect, it } from 'vitest';
import { clearUserDrafts, readDraft, writeDraft } from '@/features/drafts/draft-storage';
import { TOKEN_STORAGE_KEY } from '@/features/session/token-storage';

function signIn(username: string) {
  const payload = btoa(JSON.stringify({ username })).replace(/=+$/, '');
  window.localStorage.setItem(TOKEN_STORAGE_KEY, `header.${payload}.signature`);
}

const isText = (value: unknown): value is string => typeof value === 'string';

describe('draft storage', () => {
  it("should keep each user's drafts apart, so a shared browser never shows one person's words to the next", () => {
    signIn('alice');
    writeDraft('start', 'Alice was here');
    signIn('bob');

    expect(readDraft('start', isText)).toBeNull();
    writeDraft('start', 'Bob was here');
    signIn('alice');
    expect(readDraft('start', isText)).toBe('Alice was here');
  });

  it("should drop only the user's own drafts on logout", () => {
    signIn('bob');
    writeDraft('start', 'Bob was here');
    signIn('alice');
    writeDraft('start', 'Alice was here');
    writeDraft('message:c1', 'Half a thought');

    clearUserDrafts();

    expect(readDraft('start', isText)).toBeNull();
    expect(readDraft('message:c1', isText)).toBeNull();
    signIn('bob');
    expect(readDraft('start', isText)).toBe('Bob was here');
  });

  it('should ignore a stored draft of another shape', () => {
    signIn('alice');
    writeDraft('start', { old: 'shape' });

    expect(readDraft('start', isText)).toBeNull();
  });
});
