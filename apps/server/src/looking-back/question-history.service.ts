import { findTopic } from '@app/schema';
import { Injectable } from '@nestjs/common';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import type { PageArgs } from 'src/common/graphql/page.args';
import { MESSAGES } from 'src/common/messages';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import type { QuestionHistory } from './dto/question-history.model';
import { QuestionHistoryRepository } from './question-history.repository';

/**
 * Each question's answers over time (issue 24 §4): the topics ask the same questions again and again, so the
 * writer can read every answer they gave to one of them, newest first.
 */
@Injectable()
export class QuestionHistoryService {
  constructor(
    private readonly repository: QuestionHistoryRepository,
    private readonly whiteLabel: WhiteLabelService,
  ) {}

  async history(
    ownerId: string,
    topicKey: string,
    questionId: string,
    { offset, limit }: PageArgs,
  ): Promise<QuestionHistory> {
    // The topic as configured now, enabled or not: a topic turned off keeps its conversations, and their answers.
    const topic = findTopic(this.whiteLabel.features, topicKey);
    if (!topic) throw invalid(MESSAGES.topicUnknown);
    const question = topic.promptQuestions.find((item) => item.id === questionId);
    if (!question) throw invalid(MESSAGES.questionUnknown);
    const [rows, total] = await Promise.all([
      this.repository.page(ownerId, topic.key, question.id, offset, limit),
      this.repository.count(ownerId, topic.key, question.id),
    ]);
    return {
      topic: topic.key,
      questionId: question.id,
      question: question.text,
      items: rows.map((row) => ({
        entryId: row.id,
        conversationId: row.conversation_id,
        projectName: row.project_name,
        title: row.title,
        question: row.question,
        answer: row.answer,
        mood: row.mood,
        createdAt: row.created_at,
      })),
      total,
      hasMore: offset + rows.length < total,
    };
  }
}

const invalid = (message: string) => new DomainError(CommonErrorCode.ValidationFailed, message);
