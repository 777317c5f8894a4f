import type { RefObject } from 'react';

/** The written-out words put after what is already typed, a space between (a new line stays a new line). */
export function appendTranscript(typed: string, heard: string): string {
  if (!typed.trim()) return heard;
  return /\s$/.test(typed) ? `${typed}${heard}` : `${typed} ${heard}`;
}

/** 75 → `01:15`, 600 → `10:00`: a recording's length as a timer shows it. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** 600 → `10 minutes`, 90 → `1 minute 30 seconds`: a limit as people say it. */
export function durationInWords(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const words = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (!minutes) return words(seconds, 'second');
  return seconds ? `${words(minutes, 'minute')} ${words(seconds, 'second')}` : words(minutes, 'minute');
}

/** Puts the caret at the end of a field and focuses it, once the text just set there has rendered. */
export function focusAtEnd(ref: RefObject<HTMLTextAreaElement | null>): void {
  requestAnimationFrame(() => {
    const field = ref.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  });
}
