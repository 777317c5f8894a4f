import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ChoiceChips, useToasts } from '@app/ui';
import { SetEntryMoodDocument } from '@/features/journey/graphql/journey.generated';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { errorReason } from '@/shared/graphql-error';
import type { Mood } from '@/gql/graphql';
import { MESSAGES } from '@/shared/messages';
import { MOOD_OPTIONS } from '@/shared/moods';

/**
 * How the writer felt about an opening or a message (issue 24 §3), one tap among five once its reply has
 * come, never required.
 */
export function MoodPicker({ entry }: { entry: Pick<JourneyEntryFragment, 'id' | 'mood'> }) {
  const { chosen, choose } = useMoodChoice(entry.id, entry.mood ?? null);
  return (
    <ChoiceChips
      className="journey-mood"
      legend={MESSAGES.moodLegend}
      options={MOOD_OPTIONS}
      value={chosen}
      clearLabel="Clear"
      onChange={choose}
    />
  );
}

/**
 * The mood shown at once, and saved one choice at a time: arrowing from Bad to Great sends four choices, and
 * sent side by side they could land in any order, leaving Okay saved under a Great on screen. While one is on
 * its way only the latest next choice waits; a refusal shows the saved mood again and says why.
 */
function useMoodChoice(entryId: string, saved: Mood | null) {
  const [setEntryMood] = useMutation(SetEntryMoodDocument);
  const toasts = useToasts();
  const [chosen, setChosen] = useState(saved);
  const sending = useRef(false);
  const waiting = useRef<{ mood: Mood | null } | null>(null);
  const lastSaved = useRef(saved);

  // The server's mood (the conversation read again) shows whenever no choice of this picker is on its way.
  useEffect(() => {
    lastSaved.current = saved;
    if (!sending.current) setChosen(saved);
  }, [saved]);

  const send = async (mood: Mood | null): Promise<void> => {
    sending.current = true;
    let now = lastSaved.current;
    try {
      const { data } = await setEntryMood({ variables: { entryId, mood } });
      now = data?.setEntryMood.mood ?? null;
    } catch (error) {
      waiting.current = null;
      toasts.show('error', MESSAGES.moodError(errorReason(error)));
    }
    const next = waiting.current;
    waiting.current = null;
    if (next) return send(next.mood);
    sending.current = false;
    setChosen(now);
  };

  const choose = (mood: Mood | null) => {
    setChosen(mood);
    if (sending.current) waiting.current = { mood };
    else void send(mood);
  };

  return { chosen, choose };
}
