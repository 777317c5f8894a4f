import type { Mood } from '@/gql/graphql';

/** The five moods a writer can give an entry (issue 24 §3), from awful to great, as the choices read. */
export const MOOD_OPTIONS: ReadonlyArray<{ value: Mood; label: string }> = [
  { value: 'AWFUL', label: 'Awful' },
  { value: 'BAD', label: 'Bad' },
  { value: 'OKAY', label: 'Okay' },
  { value: 'GOOD', label: 'Good' },
  { value: 'GREAT', label: 'Great' },
];

export function moodLabel(mood: Mood): string {
  return MOOD_OPTIONS.find((option) => option.value === mood)?.label ?? mood;
}
