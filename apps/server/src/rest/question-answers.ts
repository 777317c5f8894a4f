import { type TopicEntry, VALIDATION_MESSAGES } from '@app/schema';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import type { AnswerInput } from 'src/conversations/dto/conversation.inputs';
import type { QuestionAnswerItem } from './dto/grok.body';

const invalid = (message: string) => new DomainError(CommonErrorCode.ValidationFailed, message);
const normalise = (text: string) => text.trim().toLowerCase();

/**
 * The spec's clients send answers as a list of `{question, answer}` (with an optional question id) or as a
 * map from question id to answer. Both become answers by question id; the service checks the rules.
 */
export function toAnswerInputs(topic: TopicEntry, raw: unknown): AnswerInput[] {
  if (raw === undefined || raw === null) return [];
  if (Array.isArray(raw)) return (raw as QuestionAnswerItem[]).map((item) => fromItem(topic, item));
  if (typeof raw === 'object') {
    return Object.entries(raw as Record<string, unknown>).map(([questionId, answer]) => ({
      questionId,
      answer: answerText(answer),
    }));
  }
  throw invalid(VALIDATION_MESSAGES.answerRequired);
}

function fromItem(topic: TopicEntry, item: QuestionAnswerItem): AnswerInput {
  if (typeof item !== 'object' || item === null) throw invalid(VALIDATION_MESSAGES.answerRequired);
  const id =
    typeof item.questionId === 'string' ? item.questionId : typeof item.id === 'string' ? item.id : undefined;
  const byText =
    typeof item.question === 'string'
      ? topic.promptQuestions.find((q) => normalise(q.text) === normalise(item.question as string))
      : undefined;
  const questionId = id ?? byText?.id;
  if (!questionId) {
    throw invalid(`${MESSAGES.unknownQuestion}: ${typeof item.question === 'string' ? item.question : ''}`);
  }
  return { questionId, answer: answerText(item.answer) };
}

function answerText(answer: unknown): string {
  if (answer === undefined || answer === null) return '';
  if (typeof answer !== 'string') throw invalid(VALIDATION_MESSAGES.answerRequired);
  return answer.trim();
}
