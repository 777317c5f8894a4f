import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import {
  dayAfterKey,
  dayLabel,
  monthLabel,
  monthOf,
  monthWeeks,
  WEEKDAYS,
} from '@/features/looking-back/calendar-grid';
import type { WrittenDay } from '@/features/looking-back/useCalendar';
import { MESSAGES } from '@/shared/messages';

export interface MonthGridProps {
  /** The day that holds the grid's one tab stop; the grid shows its month. */
  focusedDay: string;
  /** Today in the writer's time zone, marked in the grid. */
  today: string;
  /** The day whose entries are listed below, if any. */
  openedDay: string | null;
  /** The month's days that have entries. */
  days: ReadonlyMap<string, WrittenDay>;
  onFocusDay: (day: string) => void;
  onOpenDay: (day: string) => void;
}

/** How a day's mark is sized: by how much was written that day. */
function amountOf(entries: number): 'few' | 'some' | 'many' {
  if (entries >= 5) return 'many';
  return entries >= 2 ? 'some' : 'few';
}

/** What a day button says to a screen reader: the day in full, then what was written and how it felt. */
function dayName(day: string, written: WrittenDay | undefined): string {
  const parts = [dayLabel(day)];
  if (written) parts.push(MESSAGES.calendarEntries(written.entries));
  if (written?.mood) parts.push(MESSAGES.calendarMood(written.mood.toLowerCase()));
  return parts.join(', ');
}

/**
 * A month as a grid of day buttons, weeks from Monday (the WAI-ARIA date picker's grid): one button is the tab
 * stop, the arrow keys move by day and week, Home and End to the week's ends, Page Up and Page Down by month
 * (with Shift, by year); Enter or Space opens the day. Moving past the month's edge shows the next month.
 */
export function MonthGrid({ focusedDay, today, openedDay, days, onFocusDay, onOpenDay }: MonthGridProps) {
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the tab stop only when a key moved it; the month buttons move it without taking focus.
  const movedByKey = useRef(false);
  const month = monthOf(focusedDay);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = dayAfterKey(focusedDay, event);
    if (!next) return;
    event.preventDefault();
    // Home on the week's first day, say, moves nowhere: nothing re-renders to take the flag back.
    if (next === focusedDay) return;
    movedByKey.current = true;
    onFocusDay(next);
  };

  return (
    <div className="calendar__weeks">
      <table
        ref={grid}
        role="grid"
        className="calendar-grid"
        aria-label={monthLabel(month)}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.long} scope="col">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="ui-visually-hidden">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} role="gridcell" aria-selected={day === openedDay || undefined}>
                    <DayButton
                      day={day}
                      written={days.get(day)}
                      tabStop={day === focusedDay}
                      today={day === today}
                      opened={day === openedDay}
                      onOpen={() => {
                        onFocusDay(day);
                        onOpenDay(day);
                      }}
                    />
                  </td>
                ) : (
                  <td key={`blank-${index}`} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  day: string;
  written: WrittenDay | undefined;
  tabStop: boolean;
  today: boolean;
  opened: boolean;
  onOpen: () => void;
}

function DayButton({ day, written, tabStop, today, opened, onOpen }: DayButtonProps) {
  return (
    <button
      type="button"
      className="calendar-day"
      data-day={day}
      data-written={written ? true : undefined}
      data-mood={written?.mood ?? undefined}
      data-opened={opened || undefined}
      tabIndex={tabStop ? 0 : -1}
      // The dialog opens with focus on the grid's tab stop (today), as a date picker does.
      data-autofocus={tabStop || undefined}
      aria-current={today ? 'date' : undefined}
      onClick={onOpen}
    >
      {/* Its name is the day in full, out of sight; the number and the mark are for the eye (an aria-label
          would have to repeat them as they show, "14 3"). */}
      <span className="ui-visually-hidden">{dayName(day, written)}</span>
      <span className="calendar-day__number" aria-hidden="true">
        {Number(day.slice(8))}
      </span>
      {written && (
        <span className="calendar-day__mark" data-amount={amountOf(written.entries)} aria-hidden="true">
          <span className="calendar-day__dot" />
          {written.entries}
        </span>
      )}
    </button>
  );
}
