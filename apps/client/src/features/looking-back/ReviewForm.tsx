import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, ChoiceChips, SelectField } from '@app/ui';
import { periodLabel, recentPeriodStarts, REVIEW_PERIODS } from '@/features/looking-back/review-periods';
import type { ReviewPeriod } from '@/features/looking-back/review-periods';
import { MESSAGES } from '@/shared/messages';

const PERIOD_OPTIONS = REVIEW_PERIODS.map((value) => ({ value, label: MESSAGES.reviewPeriodNames[value] }));

export interface ReviewFormProps {
  /** Today in the writer's time zone, whose periods are offered. */
  today: string;
  creating: boolean;
  onCreate: (period: ReviewPeriod, start: string) => void;
}

/**
 * Asks for a review: a week, a month or a year, and which one, the one under way first and those before it.
 * Says beside the button what is sent to write it.
 */
export function ReviewForm({ today, creating, onCreate }: ReviewFormProps) {
  const [period, setPeriod] = useState<ReviewPeriod>('MONTH');
  const starts = recentPeriodStarts(period, today);
  const [picked, setStart] = useState(starts[0]);
  // Today can move under the form (the profile's zone arriving, midnight passing): a pick no longer offered
  // falls back to the period under way.
  const start = starts.includes(picked) ? picked : starts[0];
  const privacyId = useId();

  const options = starts.map((value, index) => {
    const label = periodLabel(period, value);
    return {
      value,
      label: index === 0 ? MESSAGES.reviewCurrent(label, MESSAGES.reviewThisPeriod[period]) : label,
    };
  });

  const choosePeriod = (next: ReviewPeriod | null) => {
    if (!next) return;
    setPeriod(next);
    // Each kind of period starts on the one under way.
    setStart(recentPeriodStarts(next, today, 1)[0]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(period, start);
  };

  return (
    <form className="review-form" onSubmit={submit}>
      <ChoiceChips
        legend={MESSAGES.reviewPeriodLegend}
        options={PERIOD_OPTIONS}
        value={period}
        onChange={choosePeriod}
      />
      <SelectField
        label={MESSAGES.reviewWhich[period]}
        options={options}
        value={start}
        onChange={(event) => setStart(event.target.value)}
      />
      <p id={privacyId} className="review-form__privacy">
        {MESSAGES.reviewSentToAi}
      </p>
      <Button
        type="submit"
        className="review-form__create"
        disabled={creating}
        aria-busy={creating || undefined}
        aria-describedby={privacyId}
      >
        {MESSAGES.reviewCreate}
      </Button>
    </form>
  );
}
