import { describe, expect, it } from 'vitest';
import { shareLinkFor } from '@/features/share/share-link';

const ORIGIN = 'https://journal.example';

describe(shareLinkFor.name, () => {
  it('should point at the post route when an opening is shared', () => {
    expect(shareLinkFor(ORIGIN, { conversationId: 'c1', kind: 'opening' })).toBe(
      'https://journal.example/#/share/post/c1',
    );
  });

  it('should append the continuation index when a continuation is shared', () => {
    expect(shareLinkFor(ORIGIN, { conversationId: 'c1', kind: 'continuation', continuationIndex: 0 })).toBe(
      'https://journal.example/#/share/post/c1/0',
    );
    expect(shareLinkFor(ORIGIN, { conversationId: 'c1', kind: 'continuation', continuationIndex: 12 })).toBe(
      'https://journal.example/#/share/post/c1/12',
    );
  });

  it('should append the note path when a note is shared', () => {
    expect(shareLinkFor(ORIGIN, { conversationId: 'c1', kind: 'note', noteId: 'n9' })).toBe(
      'https://journal.example/#/share/post/c1/note/n9',
    );
  });

  it('should not double the slash when the origin ends with one', () => {
    expect(shareLinkFor(`${ORIGIN}/`, { conversationId: 'c1', kind: 'opening' })).toBe(
      'https://journal.example/#/share/post/c1',
    );
  });

  it('should ignore a stray index or note id when an opening is shared', () => {
    expect(
      shareLinkFor(ORIGIN, { conversationId: 'c1', kind: 'opening', continuationIndex: null, noteId: null }),
    ).toBe('https://journal.example/#/share/post/c1');
  });

  it.each([
    ['a continuation without its index', { conversationId: 'c1', kind: 'continuation' as const }],
    ['a note without its id', { conversationId: 'c1', kind: 'note' as const, noteId: null }],
  ])('should throw rather than link to the opening when given %s', (_case, link) => {
    expect(() => shareLinkFor(ORIGIN, link)).toThrow();
  });
});
