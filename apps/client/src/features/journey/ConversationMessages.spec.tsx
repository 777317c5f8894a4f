import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConversationMessages } from '@/features/journey/ConversationMessages';
import { entryFixture } from '@/testing/journey-fixtures';

const WRITTEN_AT = '2026-03-14T09:26:00.000Z';

function renderMessages(...entries: Parameters<typeof entryFixture>[]) {
  render(
    <ConversationMessages
      entries={entries.map((args) => entryFixture(...args))}
      appName="Flexi"
      onRetry={vi.fn()}
    />,
  );
}

function timeIn(article: HTMLElement): HTMLElement | null {
  return article.querySelector('time');
}

describe(ConversationMessages.name, () => {
  it("should show the reply's time, as the user's message shows theirs, when the reply is complete", () => {
    renderMessages([
      'e1',
      'opening',
      'Sunday dinners',
      'complete',
      { replyText: 'What a picture.', createdAt: WRITTEN_AT },
    ]);

    const yours = timeIn(screen.getByRole('article', { name: 'You' }));
    const reply = timeIn(screen.getByRole('article', { name: 'Flexi' }));
    expect(reply).toHaveAttribute('dateTime', WRITTEN_AT);
    expect(reply?.textContent).toBeTruthy();
    expect(reply?.textContent).toBe(yours?.textContent);
  });

  it('should show no time on a reply that is still arriving', () => {
    renderMessages(['e1', 'opening', 'Sunday dinners', 'pending', { createdAt: WRITTEN_AT }]);

    expect(timeIn(screen.getByRole('article', { name: 'Flexi' }))).toBeNull();
  });

  it('should show an attached image as a thumbnail in the message', () => {
    const file = {
      __typename: 'File' as const,
      id: 'f1',
      fileName: 'copper-pot.jpg',
      fileType: 'image/jpeg',
      fileUrl: '/files/f1/copper-pot.jpg?expires=1&signature=abc',
    };
    renderMessages(['e1', 'continuation', 'The pot itself', 'complete', { replyText: 'Lovely.', file }]);

    const yours = screen.getByRole('article', { name: 'You' });
    expect(within(yours).getByRole('img', { name: 'copper-pot.jpg' })).toHaveAttribute('src', file.fileUrl);
  });
});
