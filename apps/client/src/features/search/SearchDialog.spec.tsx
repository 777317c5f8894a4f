import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/shared/format-date';
import { SearchEntriesDocument } from '@/features/search/graphql/search.generated';
import { SearchDialog } from '@/features/search/SearchDialog';
import { renderWithRouter } from '@/testing/render-with-router';

function result(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SearchResult' as const,
    conversationId: 'c1',
    entryId: 'e1',
    fileId: null,
    noteId: null,
    index: null,
    type: 'prompt',
    projectName: 'Trip',
    snippet: 'You: the lighthouse at dawn',
    highlights: [{ __typename: 'TextRange' as const, start: 9, length: 10 }],
    createdAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

function page(items: unknown[]) {
  return {
    data: { searchEntries: { __typename: 'SearchPage', total: items.length, hasMore: false, items } },
  };
}

function searchMock(term: string, outcome: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: SearchEntriesDocument, variables: { term, limit: 20, offset: 0 } }, ...outcome };
}

/** Answers every search, recording the terms in the order the calls were made. */
function recordingMock(terms: string[], items: unknown[] = [result()]): MockLink.MockedResponse {
  return {
    request: {
      query: SearchEntriesDocument,
      variables: (variables) => {
        terms.push(String(variables['term']));
        return true;
      },
    },
    result: page(items),
    delay: 20,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderSearch(mocks: MockLink.MockedResponse[]) {
  const props = { onOpenChange: vi.fn(), onOpenResult: vi.fn() };
  renderWithRouter([{ path: '/', element: <SearchDialog open {...props} /> }], { mocks });
  return props;
}

function type(value: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value } });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe(SearchDialog.name, () => {
  it('should be titled Search Conversations with the search box focused', () => {
    renderSearch([]);

    expect(screen.getByRole('dialog', { name: 'Search Conversations' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it('should make one call 300 ms after the last keystroke, with the last term', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const terms: string[] = [];
    renderSearch([recordingMock(terms)]);

    type('l');
    await advance(200);
    type('li');
    await advance(200);
    type('lig');
    await advance(299);
    expect(terms).toEqual([]);

    await advance(1);
    expect(terms).toEqual(['lig']);

    await advance(1000);
    expect(terms).toEqual(['lig']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('should clear the results without a call when the term is emptied', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const terms: string[] = [];
    renderSearch([recordingMock(terms)]);
    type('sea');
    // The debounce, then the answer (the call goes out with the render that follows the debounce).
    await advance(300);
    await advance(100);
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();

    type('s');
    type('   ');
    await advance(1000);

    expect(terms).toEqual(['sea']);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('should drop the answer to an older term', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSearch([
      searchMock('old', {
        result: page([result({ snippet: 'You: old words', highlights: [] })]),
        delay: 500,
      }),
      searchMock('new', { result: page([result({ snippet: 'You: new words', highlights: [] })]), delay: 20 }),
    ]);
    type('old');
    await advance(350);
    type('new');
    await advance(1000);

    expect(screen.getByText('You: new words')).toBeInTheDocument();
    expect(screen.queryByText('You: old words')).not.toBeInTheDocument();
  });

  it('should keep the results on screen while the next term is fetched, then replace them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSearch([
      searchMock('old', { result: page([result({ snippet: 'You: old words', highlights: [] })]) }),
      searchMock('new', {
        result: page([result({ snippet: 'You: new words', highlights: [] })]),
        delay: 500,
      }),
    ]);
    type('old');
    await advance(300);
    await advance(100);
    expect(screen.getByText('You: old words')).toBeInTheDocument();

    type('new');
    await advance(300);
    await advance(100);
    expect(screen.getByText('Searching')).toBeInTheDocument();
    expect(screen.getByText('You: old words')).toBeInTheDocument();

    await advance(500);
    expect(screen.getByText('You: new words')).toBeInTheDocument();
    expect(screen.queryByText('You: old words')).not.toBeInTheDocument();
  });

  it('should show each result with the matches marked, the project name and the date', async () => {
    renderSearch([
      searchMock('lighthouse', {
        result: page([
          result(),
          result({
            entryId: 'e2',
            type: 'note',
            noteId: 'n1',
            projectName: 'Garden',
            snippet: 'You: lighthouse and lighthouses',
            highlights: [
              { __typename: 'TextRange', start: 5, length: 10 },
              { __typename: 'TextRange', start: 20, length: 11 },
            ],
            createdAt: '2025-02-01T08:30:00.000Z',
          }),
        ]),
      }),
    ]);

    type('lighthouse');

    const list = await screen.findByRole('list', { name: 'Search results' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('You: the lighthouse at dawn');
    expect(Array.from(first.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['lighthouse']);
    expect(first).toHaveTextContent('Trip');
    expect(first).toHaveTextContent(formatDate('2025-03-04T10:00:00.000Z'));
    expect(Array.from(second.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual([
      'lighthouse',
      'lighthouses',
    ]);
    expect(second).toHaveTextContent('Garden');
    expect(second).toHaveTextContent(formatDate('2025-02-01T08:30:00.000Z'));
  });

  it('should add the next page under the first when Load more is pressed, and hide it at the end', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      result({ entryId: `e${i}`, projectName: `Trip ${i}` }),
    );
    renderSearch([
      searchMock('lighthouse', {
        result: {
          data: { searchEntries: { __typename: 'SearchPage', total: 21, hasMore: true, items: first } },
        },
      }),
      {
        request: { query: SearchEntriesDocument, variables: { term: 'lighthouse', limit: 20, offset: 20 } },
        result: {
          data: {
            searchEntries: {
              __typename: 'SearchPage',
              total: 21,
              hasMore: false,
              items: [result({ entryId: 'e20', projectName: 'The last one' })],
            },
          },
        },
      },
    ]);
    type('lighthouse');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await within(list).findByText('The last one')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Trip 0');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should not offer Load more when every result is shown', async () => {
    renderSearch([searchMock('zebra', { result: page([result()]) })]);

    type('zebra');

    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should say No results found when the search finds nothing', async () => {
    renderSearch([searchMock('zebra', { result: page([]) })]);

    type('zebra');

    expect(await screen.findByText('No results found')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'Search failed: {message} for a GraphQL error',
      { result: { errors: [new GraphQLError('Too long')] } },
      'Search failed: Too long',
    ],
    ['Error performing search for a network error', { error: new Error('down') }, 'Error performing search'],
  ])('should show %s', async (_case, outcome, text) => {
    renderSearch([searchMock('sea', outcome)]);

    type('sea');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('should open a chosen result with its term and close', async () => {
    const found = result({ type: 'continuation', index: 2 });
    const { onOpenResult, onOpenChange } = renderSearch([
      searchMock('lighthouse', { result: page([found]) }),
    ]);
    type('  lighthouse ');

    fireEvent.click(await screen.findByRole('button', { name: /the lighthouse at dawn/ }));

    expect(onOpenResult).toHaveBeenCalledWith(
      expect.objectContaining({ conversationId: 'c1', index: 2 }),
      'lighthouse',
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should refuse a file that belongs to no conversation and stay open', async () => {
    const file = result({
      type: 'file',
      conversationId: null,
      entryId: null,
      fileId: 'f1',
      projectName: null,
      snippet: 'File: lighthouse.png',
      highlights: [{ __typename: 'TextRange', start: 6, length: 10 }],
    });
    const { onOpenResult, onOpenChange } = renderSearch([searchMock('lighthouse', { result: page([file]) })]);
    type('lighthouse');

    fireEvent.click(await screen.findByRole('button', { name: /lighthouse\.png/ }));

    expect(screen.getByRole('alert')).toHaveTextContent('File not associated with a conversation.');
    expect(onOpenResult).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
