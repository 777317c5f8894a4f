import { SelectField, TextField } from '@app/ui';
import type { Weekday } from '@/gql/graphql';
import {
  DEFAULT_DIGEST,
  DEFAULT_REMINDER,
  type DigestSetting,
  inWeekOrder,
  type ReminderSetting,
  WEEKDAYS,
} from '@/features/profile/mail-settings';
import { MESSAGES } from '@/shared/messages';

export interface MailSettingsFieldsProps {
  email: string;
  reminder: ReminderSetting | null;
  onReminderChange: (reminder: ReminderSetting | null) => void;
  digest: DigestSetting | null;
  onDigestChange: (digest: DigestSetting | null) => void;
}

const DIGEST_CHOICES = [
  { value: 'OFF', label: 'Off' },
  { value: 'WEEKLY', label: 'Every week, with the week before' },
  { value: 'MONTHLY', label: 'On the 1st, with the month before' },
];

/**
 * Edit Profile's mails (issue 24 §6): writing reminders on chosen weekdays and a review digest, both off until
 * the writer turns them on, at times of day in their time zone. Each mail can be stopped from the mail itself.
 */
export function MailSettingsFields({
  email,
  reminder,
  onReminderChange,
  digest,
  onDigestChange,
}: MailSettingsFieldsProps) {
  const toggleDay = (day: Weekday, on: boolean) => {
    if (!reminder) return;
    const weekdays = on
      ? inWeekOrder([...reminder.weekdays, day])
      : reminder.weekdays.filter((d) => d !== day);
    onReminderChange({ ...reminder, weekdays });
  };

  return (
    <fieldset className="mail-settings">
      <legend className="mail-settings__legend">Reminders and reviews by email</legend>
      <p className="mail-settings__hint">{MESSAGES.mailSettingsHint(email)}</p>

      <label className="mail-settings__toggle">
        <input
          type="checkbox"
          checked={reminder !== null}
          onChange={(event) => onReminderChange(event.target.checked ? DEFAULT_REMINDER : null)}
        />
        <span>Remind me to write, with a question from one of my topics</span>
      </label>
      {reminder && (
        <div className="mail-settings__details">
          <fieldset className="mail-settings__days">
            <legend>On</legend>
            {WEEKDAYS.map((day) => (
              <label key={day.value} className="mail-settings__day">
                <input
                  type="checkbox"
                  checked={reminder.weekdays.includes(day.value)}
                  onChange={(event) => toggleDay(day.value, event.target.checked)}
                />
                <span aria-hidden="true">{day.short}</span>
                <span className="ui-visually-hidden">{day.label}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            label="Reminder time"
            type="time"
            value={reminder.time}
            onChange={(event) => onReminderChange({ ...reminder, time: event.target.value })}
          />
        </div>
      )}

      <SelectField
        label="Email me a review"
        options={DIGEST_CHOICES}
        value={digest?.frequency ?? 'OFF'}
        onChange={(event) => {
          const choice = event.target.value;
          onDigestChange(
            choice === 'OFF'
              ? null
              : { ...(digest ?? DEFAULT_DIGEST), frequency: choice as DigestSetting['frequency'] },
          );
        }}
      />
      {digest && (
        <div className="mail-settings__details">
          {digest.frequency === 'WEEKLY' && (
            <SelectField
              label="Review day"
              options={WEEKDAYS.map((day) => ({ value: day.value, label: day.label }))}
              value={digest.weekday}
              onChange={(event) => onDigestChange({ ...digest, weekday: event.target.value as Weekday })}
            />
          )}
          <TextField
            label="Review time"
            type="time"
            value={digest.time}
            onChange={(event) => onDigestChange({ ...digest, time: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
