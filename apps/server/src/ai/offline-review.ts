import type { ReviewMaterial } from './ai-provider.port';

/**
 * A review written without an AI provider, from the period's numbers and quotes alone: what was written and
 * how often, its topics and moods, the quotes cited as [n], and questions to carry forward. It says plainly
 * that it was put together this way, since it draws no themes a model would.
 */
export function composeOfflineReview(material: ReviewMaterial): string {
  const { periodName, entries, conversations, words, daysWritten, topics, moods, quotes } = material;
  if (entries === 0) {
    return [
      `## ${capitalise(periodName)}`,
      '',
      'Nothing was written in this period, so there is nothing to look back on yet.',
      '',
      '_Written by the offline companion from your journal alone: no AI provider is configured._',
    ].join('\n');
  }
  const lines = [
    `## ${capitalise(periodName)}`,
    '',
    `You wrote ${count(entries, 'entry', 'entries')} in ${count(conversations, 'conversation', 'conversations')}, ` +
      `on ${count(daysWritten, 'day', 'days')}: ${count(words, 'word', 'words')} in all.`,
  ];
  if (topics.length > 0) {
    lines.push('', '### What you wrote about', '');
    for (const topic of topics) lines.push(`- ${topic.name}: ${count(topic.entries, 'entry', 'entries')}`);
  }
  if (moods.length > 0) {
    const felt = moods.map((mood) => `${mood.mood} ${mood.entries}×`).join(', ');
    lines.push('', '### How it felt', '', `You said how entries felt: ${felt}.`);
  }
  if (quotes.length > 0) {
    lines.push('', '### In your words', '');
    for (const quote of quotes)
      lines.push(`- ${quote.day}, ${quote.topicName}: “${quote.text}” [${quote.number}]`);
  }
  lines.push(
    '',
    '### To carry forward',
    '',
    `- Which of these moments would you like to return to${quotes.length > 0 ? ` first [${quotes[0].number}]` : ''}?`,
    '- What did this period teach you that the next one could use?',
    '',
    '_Written by the offline companion from your journal alone: no AI provider is configured, so it counts and quotes rather than reads for themes._',
  );
  return lines.join('\n');
}

function count(value: number, one: string, many: string): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
