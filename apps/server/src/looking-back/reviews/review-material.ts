import { dayIn } from '@app/schema';
import type { ChatMessage, ReviewMaterial, ReviewQuote } from 'src/ai/ai-provider.port';
import { moodName } from 'src/conversations/mood';
import { excerptOf } from 'src/conversations/excerpt';
import type { SummaryRow } from '../entry-summary';
import { dayName } from 'src/common/day-names';
import { periodFrom } from './review-period';
import type { ReviewCitation, ReviewEntity } from './review.entity';

/** How many entries a review quotes at most, and how long a quote is. */
export const QUOTES_MAX = 8;
const QUOTE_MAX = 200;
/** How many candidates the quotes are chosen from. */
export const QUOTABLE_MAX = 60;

/**
 * The quotes of a review from its candidates (awful and great first, then the longest): one a day while days
 * remain, so a period reads across its length, then the rest; numbered in the order they were written.
 */
export function chooseQuotes(candidates: SummaryRow[]): SummaryRow[] {
  const chosen: SummaryRow[] = [];
  const days = new Set<string>();
  for (const row of candidates) {
    if (chosen.length === QUOTES_MAX) break;
    if (days.has(row.local_day)) continue;
    days.add(row.local_day);
    chosen.push(row);
  }
  for (const row of candidates) {
    if (chosen.length === QUOTES_MAX) break;
    if (!chosen.includes(row)) chosen.push(row);
  }
  return chosen.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}

export function toCitations(quotes: SummaryRow[]): ReviewCitation[] {
  return quotes.map((row, index) => ({
    number: index + 1,
    entryId: row.id,
    conversationId: row.conversation_id,
    topic: row.topic,
    quote: cut(excerptOf(row)),
    createdAt: row.created_at.toISOString(),
  }));
}

/** What the review is written from, as stored with it: its numbers and quotes, topics by their names. */
export function toMaterial(
  review: Pick<ReviewEntity, 'period' | 'startDay' | 'timeZone' | 'stats' | 'citations'>,
  topicName: (key: string) => string,
): ReviewMaterial {
  const { stats, citations } = review;
  const range = periodFrom(review.period, review.startDay);
  return {
    periodName: typeof range === 'string' ? review.startDay : range.name,
    entries: stats.entries,
    conversations: stats.conversations,
    words: stats.words,
    daysWritten: stats.daysWritten,
    topics: stats.topics.map((topic) => ({ name: topicName(topic.topic), entries: topic.entries })),
    moods: stats.moods.map((mood) => ({ mood: moodName(mood.mood), entries: mood.entries })),
    quotes: citations.map((citation): ReviewQuote => ({
      number: citation.number,
      day: dayName(dayIn(review.timeZone, new Date(citation.createdAt))),
      topicName: topicName(citation.topic),
      text: citation.quote,
    })),
  };
}

/** The instructions and the material for a model: only the numbers and quotes given, cited by number. */
export function reviewMessages(material: ReviewMaterial): ChatMessage[] {
  const system = [
    `You write a short review of ${material.periodName} in a person's own journal, for them to read.`,
    'Write in Markdown, in the second person, warmly and plainly, in at most 350 words:',
    "1. the period's themes, in a few sentences;",
    '2. its highlights, each with a short quote from the entries below, cited by its number in brackets, like [2];',
    '3. two or three questions to carry forward.',
    'Use only what is given here: never invent events, people or feelings, and cite only the numbers listed.',
  ].join('\n');
  const facts = [
    `Entries: ${material.entries} in ${material.conversations} conversations, on ${material.daysWritten} days, ${material.words} words.`,
    `Topics: ${material.topics.map((topic) => `${topic.name} (${topic.entries})`).join(', ') || 'none'}.`,
    `Moods given: ${material.moods.map((mood) => `${mood.mood} (${mood.entries})`).join(', ') || 'none'}.`,
    '',
    'Entries to quote:',
    ...material.quotes.map((quote) => `[${quote.number}] ${quote.day}, ${quote.topicName}: ${quote.text}`),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: facts },
  ];
}

function cut(text: string): string {
  if (text.length <= QUOTE_MAX) return text;
  const part = text.slice(0, QUOTE_MAX - 1);
  const space = part.lastIndexOf(' ');
  return `${space > QUOTE_MAX / 2 ? part.slice(0, space) : part}…`;
}
