/**
 * How the writer felt about an entry (issue 24 §3): one of five, or none. Stored as its number (`entries.mood`,
 * 1-5) so a day's or a period's average is plain arithmetic; the API names them.
 */
export enum Mood {
  AWFUL = 1,
  BAD = 2,
  OKAY = 3,
  GOOD = 4,
  GREAT = 5,
}

/** The mood's name as the journal export writes it (`great`), stable whatever the numbers become. */
export type MoodName = Lowercase<keyof typeof Mood>;

export const MOOD_NAMES: readonly MoodName[] = ['awful', 'bad', 'okay', 'good', 'great'];

export function moodName(mood: Mood): MoodName {
  return MOOD_NAMES[mood - 1];
}

/** The mood a name stands for; undefined for anything else. */
export function moodNamed(name: string): Mood | undefined {
  const index = (MOOD_NAMES as readonly string[]).indexOf(name);
  return index < 0 ? undefined : index + 1;
}
