import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { parseFeatureConfig } from '@app/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarDialog } from '@/features/looking-back/CalendarDialog';
import { dayLabel, monthLabel } from '@/features/looking-back/calendar-grid';
import { CalendarDocument, JournalDayDocument } from '@/features/looking-back/graphql/calendar.generated';
import { MeDocument } from '@/features/profile/graphql/profile.generated';
import { formatTime } from '@/shared/format-date';
import { FEATURE_CONFIG_JSON } from '@/testing/config-fixtures';
import { READY_APP_CONFIG, renderWithRouter } from '@/testing/render-with-router';

// Noon on Saturday 14 March 2026 in UTC, the writer's zone: today, whatever zone the tests run in.
const NOW = new Date('2026-03-14T12:00:00.000Z');

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Profile',
        username: 'rosa',
        email: 'rosa@example.com',
        displayName: 'Rosa',
        timeZone: 'UTC',
        timeZoneSet: true,
        aiMemory: false,
        writingReminder: null,
        reviewDigest: null,
      },
    },
  },
};

function writtenDay(date: string, entries: number, mood: string | null = null) {
  return {
    __typename: 'CalendarDay' as const,
    date,
    entries,
    conversations: 1,
    moodAverage: mood ? 4 : null,
    mood,
  };
}

function calendarMock(month: string, days: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: CalendarDocument, variables: { month } },
    result: { data: { calendar: days } },
    // A month shown again is asked for again, as an entry may have been written since.
    maxUsageCount: 2,
  };
}

function entry(
  entryId: string,
  createdAt: string,
  { kind = 'continuation', title = null as string | null } = {},
) {
  return {
    __typename: 'EntrySummary' as const,
    entryId,
    conversationId: 'c1',
    kind,
    projectName: 'Harbour walks',
    title,
    topic: 'familyMemories',
    excerpt: `Words of ${entryId}`,
    createdAt,
  };
}

function dayMock(
  date: string,
  items: unknown[],
  { offset = 0, hasMore = false, total = items.length } = {},
): MockLink.MockedResponse {
  return {
    request: { query: JournalDayDocument, variables: { date, limit: 20, offset } },
    result: { data: { journalDay: { __typename: 'JournalDay', date, total, hasMore, items } } },
  };
}

const FEATURES = { ...READY_APP_CONFIG, features: parseFeatureConfig(FEATURE_CONFIG_JSON) };

function renderCalendar(mocks: MockLink.MockedResponse[]) {
  const onOpenChange = vi.fn();
  const view = renderWithRouter(
    [
      { path: '/', element: <CalendarDialog open onOpenChange={onOpenChange} /> },
      { path: '/conversation/:id', element: <p>Conversation page</p> },
    ],
    { mocks: [meMock, ...mocks], config: FEATURES },
  );
  return { onOpenChange, ...view };
}

const dayButton = (day: string, name = dayLabel(day)) => screen.findByRole('button', { name });

/** The grid's one tab stop. */
const tabStop = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0);

describe(CalendarDialog.name, () => {
  beforeEach(() => {
    // Only the clock: Apollo's and Testing Library's timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("should show this month's grid from Monday, today marked and focused, and each written day by its entries and mood", async () => {
    renderCalendar([
      calendarMock('2026-03', [writtenDay('2026-03-02', 1), writtenDay('2026-03-14', 3, 'GOOD')]),
    ]);

    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: monthLabel('2026-03') });
    expect(screen.getByRole('heading', { name: monthLabel('2026-03') })).toBeInTheDocument();
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveTextContent('Monday');
    expect(headers[6]).toHaveTextContent('Sunday');
    // March 2026 starts on a Sunday and ends on a Tuesday: the cells around it are blank.
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    expect(cells.filter((cell) => !cell.querySelector('button'))).toHaveLength(11);

    const today = await dayButton('2026-03-14', `${dayLabel('2026-03-14')}, 3 entries, mood good`);
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today.querySelector('.calendar-day__number')).toHaveTextContent(/^14$/);
    expect(today.querySelector('.calendar-day__mark')).toHaveTextContent(/^3$/);
    expect(today).toHaveFocus();
    expect(tabStop()).toEqual([today]);
    expect(await dayButton('2026-03-02', `${dayLabel('2026-03-02')}, 1 entry`)).not.toHaveAttribute(
      'aria-current',
    );
    expect((await dayButton('2026-03-03')).querySelector('.calendar-day__mark')).toBeNull();
  });

  it('should move the one tab stop with the arrow keys, Home and End, and show the next month on Page Down', async () => {
    renderCalendar([calendarMock('2026-03', []), calendarMock('2026-04', [writtenDay('2026-04-22', 2)])]);
    const today = await dayButton('2026-03-14');

    fireEvent.keyDown(today, { key: 'ArrowRight' });
    const sunday = await dayButton('2026-03-15');
    expect(sunday).toHaveFocus();
    expect(tabStop()).toEqual([sunday]);

    fireEvent.keyDown(sunday, { key: 'ArrowDown' });
    expect(await dayButton('2026-03-22')).toHaveFocus();

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(await dayButton('2026-03-16')).toHaveFocus();

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(await dayButton('2026-03-22')).toHaveFocus();

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: monthLabel('2026-04') })).toBeInTheDocument();
    expect(await dayButton('2026-04-22', `${dayLabel('2026-04-22')}, 2 entries`)).toHaveFocus();

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(await dayButton('2026-04-15'), { key: 'ArrowUp' });
    fireEvent.keyDown(await dayButton('2026-04-08'), { key: 'ArrowUp' });
    // 1 April less a week: back in March.
    expect(await dayButton('2026-04-01')).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(screen.getByRole('grid', { name: monthLabel('2026-03') })).toBeInTheDocument();
    expect(await dayButton('2026-03-31')).toHaveFocus();
  });

  it('should step through the months with its buttons, leaving the focus on them', async () => {
    renderCalendar([calendarMock('2026-03', []), calendarMock('2026-02', []), calendarMock('2026-01', [])]);
    const previous = screen.getByRole('button', { name: 'Previous month' });

    previous.focus();
    fireEvent.click(previous);
    fireEvent.click(previous);

    expect(screen.getByRole('grid', { name: monthLabel('2026-01') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: monthLabel('2026-01') })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(previous).toHaveFocus();
    expect(tabStop()).toEqual([await dayButton('2026-01-14')]);

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: monthLabel('2026-02') })).toBeInTheDocument();
  });

  it('should leave the focus on a month button after a key that moved nowhere', async () => {
    renderCalendar([calendarMock('2026-03', []), calendarMock('2026-04', [])]);
    fireEvent.keyDown(await dayButton('2026-03-14'), { key: 'Home' });
    fireEvent.keyDown(await dayButton('2026-03-09'), { key: 'ArrowUp' });
    fireEvent.keyDown(await dayButton('2026-03-02'), { key: 'ArrowLeft' });
    // Sunday 1 March starts the month: Home stays on it.
    const first = await dayButton('2026-03-01');
    fireEvent.keyDown(first, { key: 'Home' });
    expect(first).toHaveFocus();

    const next = screen.getByRole('button', { name: 'Next month' });
    next.focus();
    fireEvent.click(next);

    expect(screen.getByRole('grid', { name: monthLabel('2026-04') })).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it("should list an opened day's entries, earliest first, each linking to its entry, and load more", async () => {
    const first = entry('e1', '2026-03-14T09:05:00.000Z', { title: 'Harbour at dawn' });
    const note = entry('e2', '2026-03-14T09:30:00.000Z', { kind: 'note' });
    const last = entry('e3', '2026-03-14T17:20:00.000Z');
    renderCalendar([
      calendarMock('2026-03', [writtenDay('2026-03-14', 3)]),
      dayMock('2026-03-14', [first, note], { hasMore: true, total: 3 }),
      dayMock('2026-03-14', [last], { offset: 2, total: 3 }),
    ]);

    // Enter or Space on the day: the button's own click.
    fireEvent.click(await dayButton('2026-03-14', `${dayLabel('2026-03-14')}, 3 entries`));

    const day = await screen.findByRole('region', { name: dayLabel('2026-03-14') });
    expect(within(day).getByRole('status')).toHaveTextContent('Loading the day…');
    const rows = await within(day).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(formatTime(first.createdAt));
    expect(within(rows[0]).getByRole('link', { name: 'Harbour at dawn' })).toHaveAttribute(
      'href',
      '/conversation/c1?entry=e1',
    );
    expect(rows[0]).toHaveTextContent('Family Memories');
    expect(rows[0]).toHaveTextContent('Words of e1');
    expect(rows[0]).not.toHaveTextContent('Note');
    // Not renamed: the project's name stands in.
    expect(within(rows[1]).getByRole('link', { name: 'Harbour walks' })).toHaveAttribute(
      'href',
      '/conversation/c1?entry=e2',
    );
    expect(rows[1]).toHaveTextContent('Note');

    fireEvent.click(within(day).getByRole('button', { name: 'Load more' }));

    await vi.waitFor(() => expect(within(day).getAllByRole('listitem')).toHaveLength(3));
    expect(within(day).getAllByRole('listitem')[2]).toHaveTextContent('Words of e3');
    expect(within(day).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(
      await dayButton('2026-03-14', `${dayLabel('2026-03-14')}, 3 entries`),
    );
  });

  it('should open the conversation at the entry and close when an entry is picked', async () => {
    const { onOpenChange, router } = renderCalendar([
      calendarMock('2026-03', [writtenDay('2026-03-14', 1)]),
      dayMock('2026-03-14', [entry('e1', '2026-03-14T09:05:00.000Z')]),
    ]);
    fireEvent.click(await dayButton('2026-03-14', `${dayLabel('2026-03-14')}, 1 entry`));

    fireEvent.click(await screen.findByRole('link', { name: 'Harbour walks' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/conversation/c1');
    expect(router.state.location.search).toBe('?entry=e1');
  });

  it('should say so when nothing was written on the opened day', async () => {
    renderCalendar([calendarMock('2026-03', []), dayMock('2026-03-10', [])]);

    fireEvent.click(await dayButton('2026-03-10'));

    expect(await screen.findByText('Nothing written on this day.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("should show an alert when the day's entries cannot be loaded", async () => {
    renderCalendar([
      calendarMock('2026-03', []),
      {
        request: { query: JournalDayDocument, variables: { date: '2026-03-10', limit: 20, offset: 0 } },
        error: new Error('down'),
      },
    ]);

    fireEvent.click(await dayButton('2026-03-10'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this day.');
  });

  it('should show an alert when the month cannot be loaded, and still the grid to move in', async () => {
    renderCalendar([
      { request: { query: CalendarDocument, variables: { month: '2026-03' } }, error: new Error('down') },
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this month.');
    expect(screen.getByRole('grid', { name: monthLabel('2026-03') })).toBeInTheDocument();
    expect(await dayButton('2026-03-14')).toHaveAttribute('aria-current', 'date');
  });
});
