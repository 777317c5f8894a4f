import { type ChatMessage, RELATED_TERMS_MAX } from './ai-provider.port';

// The instructions of the requests that serve memory (issue 23): a long conversation's summary and the search
// terms related to a question.

/** Asks for about this many words of summary: well inside SUMMARY_TOKENS_MAX. */
const SUMMARY_WORDS = 300;

export function summaryMessages(
  previous: string | null,
  turns: Array<{ userText: string; replyText: string | null }>,
): ChatMessage[] {
  const transcript = turns
    .map((turn) => `Writer: ${turn.userText}${turn.replyText ? `\nAssistant: ${turn.replyText}` : ''}`)
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You keep the summary of a long journal conversation whose earlier turns no longer fit in the context. ' +
        `Write at most ${SUMMARY_WORDS} words, in the third person ("the writer"), keeping names, places, dates, ` +
        'feelings and anything the writer asked to remember. Answer with the summary only.',
    },
    {
      role: 'user',
      content: `${previous ? `The summary so far:\n${previous}\n\n` : ''}Turns to add to it:\n\n${transcript}`,
    },
  ];
}

export function relatedTermsMessages(question: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You help search a personal journal with plain full-text search. For the question, give words and short ' +
        'phrases a journal entry answering it might contain (synonyms, related feelings, people, places, ' +
        `activities), not the question's own words. Answer in JSON: {"terms": ["…"]}, at most ${RELATED_TERMS_MAX} terms.`,
    },
    { role: 'user', content: question },
  ];
}

/** The terms of a model's JSON answer (`{"terms": [...]}`), at most RELATED_TERMS_MAX; none when unreadable. */
export function parseRelatedTerms(answer: string | null | undefined): string[] {
  if (!answer) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return [];
  }
  const terms = (parsed as { terms?: unknown } | null)?.terms;
  if (!Array.isArray(terms)) return [];
  return terms
    .filter((term): term is string => typeof term === 'string')
    .map((term) => term.trim().slice(0, 80))
    .filter(Boolean)
    .slice(0, RELATED_TERMS_MAX);
}
