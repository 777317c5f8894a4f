import type {
  AiProvider,
  AnswerRequest,
  ReplyRequest,
  ReviewRequest,
  SummaryRequest,
} from './ai-provider.port';
import { composeOfflineAnswer } from './offline-answer';
import { composeOfflineSummary } from './offline-summary';
import { composeOfflineReview } from './offline-review';

const WARM_TONES = /friendly|warm|gentle|kind|caring|supportive|encouraging/i;

/** How much of one answer or message is quoted back: whole when it is short, else cut at a word. */
const QUOTE_MAX = 280;

function quote(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= QUOTE_MAX) return clean;
  const cut = clean.slice(0, QUOTE_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), QUOTE_MAX / 2)).trimEnd()}…`;
}

/** The questions the writer asked in their message: each sentence ending in "?". */
function questionsIn(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]*\?/g) ?? [])
    .map((q) => q.trim())
    .filter((q) => q.length > 1);
}

function followUp(topicName: string, seed: number): string {
  const questions = [
    'What detail of it would you most like to remember a year from now?',
    'Who else was part of this, and what would they add to the story?',
    'What did you feel in that moment, and has the feeling changed since?',
    `What is the next thing you would like to write about for ${topicName}?`,
  ];
  return questions[seed % questions.length];
}

/**
 * A reflection on a question the writer asked, in place of a stock follow-up: the companion cannot answer
 * it, so it turns it back towards what the writer knows, without asking one more question of its own.
 */
function reflectOn(question: string): string[] {
  return [
    `You asked: "${quote(question)}"`,
    'I cannot answer that from outside your journal, but questions like this often hold part of their answer. ' +
      'Try writing the first reply that comes to you, then what makes you doubt it: the difference between the two ' +
      'is usually worth keeping.',
  ];
}

/**
 * The reply when no AI key is set: deterministic and built from the user's own answers (every one of them)
 * and the topic's tone. It reflects what they wrote back to them and asks one follow-up question, or, when
 * they asked a question, reflects on it instead, so a fresh `npm start` without a key still gives a real first
 * experience. It is labelled by who wrote it (Entry.replyBy `offline-companion`), shown by the client beside
 * the reply, never inside its text.
 */
export class OfflineCompanionProvider implements AiProvider {
  readonly name = 'offline-companion';
  readonly seesImages = false;

  streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<string> {
    return wordByWord(this.compose(request), signal);
  }

  streamReview(request: ReviewRequest, signal: AbortSignal): AsyncIterable<string> {
    return wordByWord(composeOfflineReview(request.material), signal);
  }

  streamAnswer(request: AnswerRequest, signal: AbortSignal): AsyncIterable<string> {
    return wordByWord(composeOfflineAnswer(request), signal);
  }

  summarize(request: SummaryRequest): Promise<string> {
    return Promise.resolve(composeOfflineSummary(request));
  }

  /** No model to ask: the question's own words are searched. */
  relatedTerms(): Promise<string[]> {
    return Promise.resolve([]);
  }

  compose({ topic, latest }: ReplyRequest): string {
    const warm = WARM_TONES.test(topic.promptTone ?? 'friendly');
    const answered = latest.answers?.filter((a) => a.answer.trim()) ?? [];
    // The questions the writer asked in a message (an opening's answers are quoted, not reflected on).
    const asked = answered.length === 0 ? questionsIn(latest.text) : [];
    const lines: string[] = [];
    if (answered.length > 0) {
      lines.push(
        warm
          ? `Thank you for sharing this about ${topic.displayName.toLowerCase()}.`
          : `Here is what stands out in what you wrote for ${topic.displayName}:`,
        '',
      );
      for (const { question, answer } of answered) {
        lines.push(`- **${question.replace(/[?:.]\s*$/, '')}**: you wrote "${quote(answer)}"`);
      }
    } else {
      // A question is answered below with a reflection; the rest of the message is what is quoted back.
      const told = asked.reduce((rest, q) => rest.replace(q, ''), latest.text.replace(/\s+/g, ' '));
      lines.push(warm ? 'Thank you for adding to this.' : 'Here is what stands out in what you added:');
      if (told.trim()) lines.push('', `You wrote: "${quote(told)}"`);
    }
    if (latest.attachment) {
      lines.push(
        '',
        latest.attachment.image
          ? `I cannot look at pictures, so I did not see your image "${latest.attachment.name}", but it is saved with this entry.`
          : latest.attachment.readable
            ? `I kept your file "${latest.attachment.name}" with this entry.`
            : `I could not read your file "${latest.attachment.name}", but it is saved with this entry.`,
      );
    }
    // A question the writer asked gets a reflection; otherwise one follow-up question invites more.
    if (asked.length > 0) {
      lines.push('', ...reflectOn(asked[asked.length - 1]));
    } else {
      const seed = [...latest.text].reduce((sum, char) => sum + char.charCodeAt(0), 0);
      lines.push('', followUp(topic.displayName, seed));
    }
    return lines.join('\n');
  }
}

async function* wordByWord(text: string, signal: AbortSignal): AsyncIterable<string> {
  for (const word of text.split(/(?<=\s)/)) {
    if (signal.aborted) return;
    yield word;
    // Let the stream be a stream: other work (and subscribers) run between words.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
