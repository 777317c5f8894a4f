import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { JobQueue } from 'src/jobs/job-queue';
import { REPLY_STREAM_BUS, type ReplyEvent, type ReplyStreamBus } from 'src/replies/stream/reply-stream.port';
import { ANSWER_QUEUE, ANSWERS_PENDING_MAX, type AnswerJobData } from './journal-answer-jobs';
import { answerStep, JournalAnswerWriter } from './journal-answer-writer';
import type { JournalAnswerEntity } from './journal-answer.entity';
import { JournalAnswerErrorCode } from './journal-answers.errors';
import { JournalAnswersRepository } from './journal-answers.repository';

/** Ask your journal (issue 23 §3): answers asked for here, written by a job, kept until deleted. */
@Injectable()
export class JournalAnswersService {
  constructor(
    private readonly answers: JournalAnswersRepository,
    private readonly queue: JobQueue,
    private readonly writer: JournalAnswerWriter,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Starts an answer; a writer with ANSWERS_PENDING_MAX being written already is asked to wait. */
  async ask(ownerId: string, question: string): Promise<JournalAnswerEntity> {
    if ((await this.answers.pendingCount(ownerId)) >= ANSWERS_PENDING_MAX)
      throw new DomainError(
        CommonErrorCode.TooManyRequests,
        MESSAGES.journalAnswersBusy(ANSWERS_PENDING_MAX),
      );
    const jobId = randomUUID();
    // The answer and its job commit together: an answer is never pending without a job to write it.
    const answer = await this.dataSource.transaction(async (manager) => {
      const saved = await this.answers.insert({ ownerId, question, jobId }, manager);
      await this.queue.send<AnswerJobData>(ANSWER_QUEUE, { answerId: saved.id, ownerId }, jobId, manager);
      return saved;
    });
    this.writer.wake();
    return answer;
  }

  async get(ownerId: string, id: string): Promise<JournalAnswerEntity> {
    const answer = isUUID(id) ? await this.answers.find(ownerId, id) : null;
    if (!answer) throw new DomainError(JournalAnswerErrorCode.NotFound, MESSAGES.journalAnswerNotFound);
    return answer;
  }

  page(ownerId: string, offset: number, limit: number): Promise<[JournalAnswerEntity[], number]> {
    return this.answers.page(ownerId, offset, limit);
  }

  /** Deletes the answer; one still being written stops there, and its followers are told. */
  async delete(ownerId: string, id: string): Promise<void> {
    const answer = await this.get(ownerId, id);
    if (!(await this.answers.delete(ownerId, answer.id)))
      throw new DomainError(JournalAnswerErrorCode.NotFound, MESSAGES.journalAnswerNotFound);
    if (answer.status === 'pending')
      await this.bus.publish(answerStep(answer, '', 'failed', MESSAGES.journalAnswerDeleted));
  }

  /**
   * The answer as it is (with its citations, read from the database when the bus's snapshot of a step in
   * between has none), then each step of its writing until it is complete or failed.
   */
  async follow(ownerId: string, id: string): Promise<AsyncIterable<ReplyEvent>> {
    const answer = await this.get(ownerId, id);
    const stored = async () => {
      const now = (await this.answers.find(ownerId, answer.id)) ?? answer;
      return answerStep(now, now.text ?? '', now.status, now.error, '', now.citations);
    };
    const events = this.bus.follow(answer.id, stored);
    return withCitationsFirst(events, async () => (await stored()).citations ?? []);
  }
}

/** `events`, its first one given the citations when it has none. */
async function* withCitationsFirst(
  events: AsyncIterable<ReplyEvent>,
  citations: () => Promise<NonNullable<ReplyEvent['citations']>>,
): AsyncGenerator<ReplyEvent> {
  let first = true;
  for await (const event of events) {
    yield first && !event.citations ? { ...event, citations: await citations() } : event;
    first = false;
  }
}
