import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryWhen, OnThisDayCard } from '@/features/looking-back/OnThisDayCard';
import { formatDay } from '@/shared/format-date';
import { onThisDayMock } from '@/testing/journal-fixtures';
import { renderWithRouter } from '@/testing/render-with-router';

function memory(entryId: string, projectName: string, span: string, yearsAgo: number | null, title = '') {
  return {
    __typename: 'OnThisDayMemory' as const,
    entryId,
    conversationId: `c-${entryId}`,
    projectName,
    title: title || null,
    topic: 'familyMemories',
    excerpt: `Words of ${projectName}`,
    createdAt: '2025-03-14T10:00:00.000Z',
    span,
    yearsAgo,
  };
}

function renderCard(memories: unknown[]) {
  return renderWithRouter(
    [
      { path: '/', element: <OnThisDayCard /> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
    ],
    { mocks: [onThisDayMock(memories)] },
  );
}

describe(OnThisDayCard.name, () => {
  it('should show each memory with how far back it is, its day, its title linking to it, topic and words', async () => {
    renderCard([memory('e1', 'Harbour', 'YEARS', 1, 'Harbour walks'), memory('e2', 'Garden', 'YEARS', 3)]);

    const card = await screen.findByRole('region', { name: 'On this day' });
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`A year ago · ${formatDay('2025-03-14T10:00:00.000Z')}`);
    expect(within(items[0]).getByRole('link', { name: 'Harbour walks' })).toHaveAttribute(
      'href',
      '/conversation/c-e1',
    );
    expect(items[0]).toHaveTextContent('familyMemories');
    expect(items[0]).toHaveTextContent('Words of Harbour');
    expect(items[1]).toHaveTextContent('3 years ago');
    expect(within(items[1]).getByRole('link', { name: 'Garden' })).toBeInTheDocument();
  });

  it('should show nothing when the journal holds nothing from this day', async () => {
    renderCard([]);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'On this day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [{ span: 'YEARS', yearsAgo: 1 }, 'A year ago'],
    [{ span: 'YEARS', yearsAgo: 5 }, '5 years ago'],
    [{ span: 'MONTH', yearsAgo: null }, 'A month ago'],
    [{ span: 'SIX_MONTHS', yearsAgo: null }, 'Six months ago'],
  ] as const)('should say %j as %s', (when, text) => {
    expect(memoryWhen(when)).toBe(text);
  });
});
