import type { AnswerRequest } from './ai-provider.port';

/**
 * The offline companion's answer to a question about the journal (issue 23 §3): it cannot reason, so it says so
 * and lists the entries that match the question best, numbered as the citations are.
 */
export function composeOfflineAnswer({ sources }: Pick<AnswerRequest, 'sources'>): string {
  if (sources.length === 0) {
    return 'I cannot reason about your question without an AI provider, and none of your entries matches its words.';
  }
  return [
    'I cannot reason about your question without an AI provider, but these of your entries match its words best:',
    '',
    ...sources.map(
      (source) => `- [${source.number}] ${source.day}, ${source.projectName}: ${source.snippet}`,
    ),
  ].join('\n');
}
