import type { TopicEntry } from '@app/schema';
import type { QuestionAnswer } from './question-answer';
import type { ChatContentPart } from './ai-provider.port';

const DEFAULT_ROLE = 'Assistant';
const DEFAULT_TONE = 'friendly';

/** What a file contributes to the prompt: its text, the image itself, or a note that it could not be read. */
export type AttachmentContent =
  | { kind: 'text'; name: string; text: string }
  | { kind: 'image'; name: string; mime: 'image/png' | 'image/jpeg'; dataBase64: string }
  /** An image the model cannot look at: it is told so, and says so rather than guessing. */
  | { kind: 'unseen-image'; name: string }
  | { kind: 'unreadable'; name: string };

export interface PromptTurn {
  userText: string;
  replyText: string | null;
}

/** The system prompt, assembled on the server from the topic's config (spec defaults: Assistant, friendly). */
export function buildSystemPrompt(topic: TopicEntry, appName: string): string {
  const role = topic.promptRole || DEFAULT_ROLE;
  const parts = [
    // Operators write roles either as a name ("Assistant") or as a sentence ("You are Flexi, …").
    /^you are\b/i.test(role) ? role : `You are ${role}.`,
    `This conversation is part of ${appName}, a guided journal. Topic: ${topic.displayName}.`,
    topic.promptContext && `Context: ${topic.promptContext}`,
    topic.promptConstraints && `Constraints: ${topic.promptConstraints}`,
    `Tone: ${topic.promptTone || DEFAULT_TONE}.`,
    topic.promptExamples && `Examples of good replies:\n${topic.promptExamples}`,
    'If the user attached a file you could not read, say so plainly instead of guessing its content.',
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** The opening answers as one text, as the user saw the questions. */
export function formatAnswers(projectName: string, answers: QuestionAnswer[]): string {
  const lines = [`Project: ${projectName}`];
  for (const { question, answer } of answers) {
    if (answer.trim()) lines.push(`${question}\n${answer.trim()}`);
  }
  return lines.join('\n\n');
}

/** The latest message's content: its words, with its attachment's text or image, or a note about the file. */
export function latestContent(text: string, attachment?: AttachmentContent): string | ChatContentPart[] {
  if (!attachment) return text;
  switch (attachment.kind) {
    case 'text':
      return withTextFile(text, attachment.name, attachment.text);
    case 'image':
      return [
        { type: 'text', text: `${text}\n\n[Attached image "${attachment.name}"]` },
        { type: 'image', mime: attachment.mime, dataBase64: attachment.dataBase64 },
      ];
    case 'unseen-image':
      return `${text}\n\n[The user attached the image "${attachment.name}", but you cannot look at images: say so, and answer from their words.]`;
    case 'unreadable':
      return `${text}\n\n[The user attached "${attachment.name}", but its content could not be read.]`;
  }
}

/** The latest message's words with a text file's content inlined. */
export function withTextFile(text: string, name: string, fileText: string): string {
  return `${text}\n\n[Attached file "${name}"]\n${fileText}`;
}
