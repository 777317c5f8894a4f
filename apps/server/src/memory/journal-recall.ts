import { listTopics } from '@app/schema';
import { Inject, Injectable } from '@nestjs/common';
import { AI_PROVIDER, type AiProvider } from 'src/ai/ai-provider.port';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { JournalRecallRepository, type RecalledRow } from './journal-recall.repository';
import { anyOf, chooseWords, wordsOf } from './recall-words';

export interface RecallOptions {
  /** A conversation whose entries are not wanted (the one being replied in). */
  leaveOut?: string | null;
  limit: number;
  /** Ask the AI provider for related search terms first (issue 23 §4): for a question. */
  expand: boolean;
}

/**
 * Finds the writer's earlier entries most relevant to a text (issue 23 §2-§4): the one way memory and Ask your
 * journal retrieve, so that a vector engine can be added here without touching their callers
 * (docs/decisions/0176-memory-and-recall.md). Full-text relevance of the text's telling words, then recency;
 * openings and continuations only, never notes, never another writer's.
 */
@Injectable()
export class JournalRecall {
  private template: Set<string> | undefined;

  constructor(
    private readonly rows: JournalRecallRepository,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly whiteLabel: WhiteLabelService,
  ) {}

  async recall(ownerId: string, text: string, options: RecallOptions): Promise<RecalledRow[]> {
    const template = (this.template ??= templateWordsOf(this.whiteLabel));
    const own = wordsOf(text).filter((word) => !template.has(word));
    const related = options.expand ? wordsOf((await this.ai.relatedTerms(text)).join(' ')) : [];
    const added = related.filter((word) => !own.includes(word) && !template.has(word));
    if (own.length + added.length === 0) return [];
    const { found, documents } = await this.rows.lexicon(ownerId, [...own, ...added]);
    const ownWords = chooseWords(
      found.filter((word) => own.includes(word.word)),
      documents,
    );
    const addedWords = chooseWords(
      found.filter((word) => added.includes(word.word)),
      documents,
    );
    const every = [...ownWords, ...addedWords];
    if (every.length === 0) return [];
    return this.rows.find(
      ownerId,
      anyOf(every),
      anyOf(ownWords.length ? ownWords : every),
      options.leaveOut ?? null,
      options.limit,
    );
  }
}

/**
 * The words of the configured questions (and of the opening's `Project:` line): every opening of a topic holds
 * them, so they say nothing of the writer and would find every opening. The config is read once, at start.
 */
function templateWordsOf(whiteLabel: WhiteLabelService): Set<string> {
  const questions = listTopics(whiteLabel.features).flatMap((topic) =>
    topic.promptQuestions.map((question) => question.text),
  );
  return new Set(wordsOf(['Project', ...questions].join(' ')));
}
