import type { AiProvider, ReplyRequest } from './ai-provider.port';

export const OFFLINE_LABEL =
  '(Offline companion: no AI provider is configured, so this reply is built from your own words.)';

const WARM_TONES = /friendly|warm|gentle|kind|caring|supportive|encouraging/i;

/** First sentence (or the first ~160 characters) of what the user wrote. */
function gist(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = clean.match(/^.{10,160}?[.!?](\s|$)/)?.[0]?.trim();
  return sentence ?? (clean.length > 160 ? `${clean.slice(0, 157).trimEnd()}…` : clean);
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
 * The reply when no AI key is set: deterministic, clearly labelled, and built from the user's own answers
 * and the topic's tone. It reflects what they wrote back to them and asks one follow-up question, so a
 * fresh `npm start` without a key still gives a real first experience.
 */
export class OfflineCompanionProvider implements AiProvider {
  readonly name = 'offline-companion';
  readonly seesImages = false;

  async *streamReply(request: ReplyRequest, signal: AbortSignal): AsyncIterable<string> {
    for (const word of this.compose(request).split(/(?<=\s)/)) {
      if (signal.aborted) return;
      yield word;
      // Let the stream be a stream: other work (and subscribers) run between words.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  compose({ topic, latest }: ReplyRequest): string {
    const warm = WARM_TONES.test(topic.promptTone ?? 'friendly');
    const answered = latest.answers?.filter((a) => a.answer.trim()) ?? [];
    const lines: string[] = [OFFLINE_LABEL, ''];
    if (answered.length > 0) {
      lines.push(
        warm
          ? `Thank you for sharing this about ${topic.displayName.toLowerCase()}.`
          : `Here is what stands out in what you wrote for ${topic.displayName}:`,
      );
      for (const { question, answer } of answered.slice(0, 3)) {
        lines.push(`- **${question.replace(/[?:.]\s*$/, '')}**: you wrote "${gist(answer)}"`);
      }
    } else {
      lines.push(
        warm ? 'Thank you for adding to this.' : 'Here is what stands out in what you added:',
        '',
        `You wrote: "${gist(latest.text)}"`,
      );
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
    const seed = [...latest.text].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    lines.push('', followUp(topic.displayName, seed));
    return lines.join('\n');
  }
}
