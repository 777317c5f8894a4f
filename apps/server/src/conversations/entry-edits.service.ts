import { findTopic, VALIDATION_MESSAGES } from '@app/schema';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { formatAnswers } from 'src/ai/prompt-builder';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { FilesService } from 'src/files/files.service';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { ConversationErrorCode } from './conversations.errors';
import { ConversationsService } from './conversations.service';
import type { AnswerInput } from './dto/conversation.inputs';
import { EntriesRepository } from './entries.repository';
import type { EntryEntity } from './entry.entity';
import { EntryEditsRepository } from './entry-edits.repository';
import type { Mood } from './mood';

/** A writer's change to an entry's words: a text for a continuation or a note, answers for an opening. */
export interface WordsChange {
  text?: string | null;
  answers?: AnswerInput[] | null;
}

/**
 * Entries the writer owns after writing them: their words changed (the reply to them stays as it was written),
 * their mood set, or the entry taken out of the timeline. Another writer's entry, or none, is "Entry not found".
 */
@Injectable()
export class EntryEditsService {
  constructor(
    private readonly edits: EntryEditsRepository,
    private readonly entries: EntriesRepository,
    private readonly conversations: ConversationsService,
    private readonly files: FilesService,
    private readonly whiteLabel: WhiteLabelService,
  ) {}

  /** Changes the words of one of the owner's entries, under the limits and messages of writing them. */
  async edit(ownerId: string, entryId: string, change: WordsChange): Promise<EntryEntity> {
    const entry = await this.ownedEntry(ownerId, entryId);
    const words =
      entry.kind === 'opening' ? await this.openingWords(entry, change) : laterWords(entry, change);
    if (!(await this.edits.changeWords(ownerId, entry.id, words.userText, words.answers)))
      throw entryNotFound();
    // Read again for its file and the stamps the database set.
    return (await this.entries.findEntry(ownerId, entry.id)) ?? entry;
  }

  /** Sets (or, with null, clears) how the writer felt about an opening or a continuation; a note has none. */
  async setMood(ownerId: string, entryId: string, mood: Mood | null): Promise<EntryEntity> {
    const entry = await this.ownedEntry(ownerId, entryId);
    if (entry.kind === 'note') throw invalid(MESSAGES.noteHasNoMood);
    if (!(await this.edits.setMood(ownerId, entry.id, mood))) throw entryNotFound();
    return { ...entry, mood };
  }

  /**
   * Takes one of the owner's entries out of the timeline: a continuation or a note with its reply, its share
   * and the file no other entry uses; an opening with its whole conversation. The others keep their order.
   */
  async delete(ownerId: string, entryId: string): Promise<void> {
    const entry = await this.ownedEntry(ownerId, entryId);
    if (entry.kind === 'opening') return this.conversations.delete(ownerId, entry.conversationId);
    const deleted = await this.edits.deleteLaterEntry(ownerId, entry.id);
    if (!deleted) throw entryNotFound();
    // Another entry may carry the same file: then it stays.
    if (deleted.fileId) await this.files.removeUncarried(ownerId, deleted.fileId);
  }

  private async ownedEntry(ownerId: string, entryId: string): Promise<EntryEntity> {
    const entry = isUUID(entryId) ? await this.entries.findEntry(ownerId, entryId) : null;
    if (!entry) throw entryNotFound();
    return entry;
  }

  /** An opening's new answers, checked against its topic's questions as startConversation checks them. */
  private async openingWords(entry: EntryEntity, change: WordsChange): Promise<Words> {
    if (!change.answers || change.text != null) throw invalid(MESSAGES.openingEditedByAnswers);
    const conversation = await this.conversations.getConversation(entry.ownerId, entry.conversationId);
    // Its topic as configured now, enabled or not: a topic turned off keeps its conversations editable.
    const topic = findTopic(this.whiteLabel.features, conversation.topic);
    if (!topic)
      throw new DomainError(ConversationErrorCode.UnknownTopic, VALIDATION_MESSAGES.memoryTypeRequired);
    const answers = this.conversations.checkAnswers(topic, change.answers);
    return { userText: formatAnswers(conversation.projectName, answers), answers };
  }
}

interface Words {
  userText: string;
  answers: EntryEntity['answers'];
}

/** A continuation's or a note's new text: a note is never empty; a message may be, when it carries a file. */
function laterWords(entry: EntryEntity, change: WordsChange): Words {
  if (change.answers != null || change.text == null) throw invalid(MESSAGES.entryEditedByText);
  const text = change.text.trim();
  if (!text && entry.kind === 'note') throw invalid(VALIDATION_MESSAGES.noteRequired);
  if (!text && !entry.fileId) throw invalid(VALIDATION_MESSAGES.messageRequired);
  return { userText: text, answers: null };
}

const invalid = (message: string) => new DomainError(CommonErrorCode.ValidationFailed, message);
const entryNotFound = () => new DomainError(ConversationErrorCode.EntryNotFound, MESSAGES.entryNotFound);
