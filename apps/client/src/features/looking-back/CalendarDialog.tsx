import { useState } from 'react';
import { Alert, Button, Dialog } from '@app/ui';
import { addMonths, monthLabel, monthOf } from '@/features/looking-back/calendar-grid';
import { DayEntries } from '@/features/looking-back/DayEntries';
import { MonthGrid } from '@/features/looking-back/MonthGrid';
import { useCalendarMonth } from '@/features/looking-back/useCalendar';
import { useWriterToday } from '@/features/profile/useWriterToday';
import { MESSAGES } from '@/shared/messages';

export interface CalendarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Calendar panel (issue 24 §1): a month of the journal, each day marked by how much was written on it and
 * how it felt; a day opened lists its entries, each opening its conversation there.
 */
export function CalendarDialog({ open, onOpenChange }: CalendarDialogProps) {
  return (
    <Dialog
      title={MESSAGES.calendarTitle}
      open={open}
      onOpenChange={onOpenChange}
      className="calendar-dialog"
    >
      {open && <CalendarBody onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CalendarBody({ onClose }: { onClose: () => void }) {
  const today = useWriterToday();
  const [focusedDay, setFocusedDay] = useState(today);
  const [openedDay, setOpenedDay] = useState<string | null>(null);
  const month = monthOf(focusedDay);
  const calendar = useCalendarMonth(month);

  return (
    <div className="calendar">
      <div className="calendar__header">
        <Button
          variant="secondary"
          className="calendar__step"
          aria-label={MESSAGES.previousMonth}
          onClick={() => setFocusedDay(addMonths(focusedDay, -1))}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        {/* Said when it changes, as the month buttons keep the focus. */}
        <h3 className="calendar__month" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <Button
          variant="secondary"
          className="calendar__step"
          aria-label={MESSAGES.nextMonth}
          onClick={() => setFocusedDay(addMonths(focusedDay, 1))}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      {calendar.error && <Alert tone="error">{calendar.error}</Alert>}
      <MonthGrid
        focusedDay={focusedDay}
        today={today}
        openedDay={openedDay}
        days={calendar.days}
        onFocusDay={setFocusedDay}
        onOpenDay={setOpenedDay}
      />
      {openedDay && <DayEntries key={openedDay} day={openedDay} onOpenEntry={onClose} />}
    </div>
  );
}
