import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { findTopic } from '@app/schema';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WhiteLabelService } from 'src/white-label/white-label.service';
import { DomainError } from 'src/common/errors/domain-error';
import { errorMessage } from 'src/common/errors/is-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import type { ConversationEntity } from 'src/conversations/conversation.entity';
import { ConversationsService } from 'src/conversations/conversations.service';
import type { EntryEntity } from 'src/conversations/entry.entity';
import type { FileEntity } from 'src/files/file.entity';
import { FilesService } from 'src/files/files.service';
import { JournalAnswersRepository } from 'src/journal-answers/journal-answers.repository';
import { UsersService } from 'src/users/users.service';
import { ExportUrlSigner } from './export-url-signer';
import {
  filePathOf,
  JOURNAL_ANSWERS_VERSION,
  JOURNAL_FORMAT,
  JOURNAL_JSON_PATH,
  JOURNAL_VERSION,
  markdownFileNameOf,
  type JournalV1,
  markdownPathOf,
} from './journal-format';
import { JournalJsonWriter } from './journal-json-writer';
import {
  type ConversationContext,
  toJournalAnswer,
  toJournalConversation,
  toMarkdownConversation,
} from './journal-mapper';
import { renderConversationMarkdown } from './journal-markdown';
import { JournalTransferErrorCode } from './journal-transfer.errors';
import { type ConversationCursor, JournalTransferRepository } from './journal-transfer.repository';
import { ZipStreamWriter } from './zip-stream-writer';

export interface ExportLink {
  url: string;
  fileName: string;
  expiresAt: Date;
}

type JournalHead = Omit<JournalV1, 'conversations' | 'journalAnswers'>;

// Conversations per query, and entries per query within them: what an export holds at once, besides the
// conversation being written.
const CONVERSATION_PAGE = 100;
const ENTRY_PAGE = 500;

/** Compressing again what is compressed already costs time and saves nothing. */
const COMPRESSIBLE_MIME = new Set(['text/plain']);

/**
 * Exports of the owner's journal: signed links first (the mutations), then the downloads they lead to. The
 * zip is generated while it is downloaded (see {@link ZipStreamWriter}); journal.json is written to a
 * temporary file alongside and added last, so it lists exactly the attachments the zip holds. The answers of
 * Ask your journal are in journal.json only (after the conversations), not in the Markdown.
 */
@Injectable()
export class JournalExportService {
  private readonly logger = new Logger(JournalExportService.name);

  constructor(
    @Inject(APP_ENV) private readonly env: AppEnv,
    private readonly whiteLabel: WhiteLabelService,
    private readonly repository: JournalTransferRepository,
    private readonly conversations: ConversationsService,
    private readonly users: UsersService,
    private readonly files: FilesService,
    private readonly answers: JournalAnswersRepository,
    private readonly signer: ExportUrlSigner,
  ) {}

  journalLink(ownerId: string, now = new Date()): ExportLink {
    const fileName = `flexi-journal-${now.toISOString().slice(0, 10)}.zip`;
    return { fileName, ...this.signer.signedUrl({ kind: 'journal', ownerId }, fileName, now) };
  }

  /** A link to one of the owner's conversations as Markdown; another user's id is "not found". */
  async conversationLink(ownerId: string, conversationId: string, now = new Date()): Promise<ExportLink> {
    const conversation = await this.conversations.getConversation(ownerId, conversationId);
    const fileName = markdownFileNameOf(conversation);
    const target = { kind: 'conversation' as const, ownerId, conversationId: conversation.id };
    return { fileName, ...this.signer.signedUrl(target, fileName, now) };
  }

  /** One conversation as Markdown, for a verified link. Attachments are named, not linked (no zip beside it). */
  async conversationMarkdown(
    ownerId: string,
    conversationId: string,
  ): Promise<{ fileName: string; content: Buffer }> {
    const { conversation, entries } = await this.conversations
      .getWithEntries(ownerId, conversationId)
      .catch(asLinkInvalid);
    const markdown = renderConversationMarkdown(
      toMarkdownConversation(
        conversation,
        entries,
        this.context(conversation, () => false),
      ),
      { aiName: this.aiName },
    );
    return { fileName: markdownFileNameOf(conversation), content: Buffer.from(markdown, 'utf8') };
  }

  /**
   * The owner's whole journal as a zip stream, for a verified link: generated as it is read, with nothing of
   * it held beyond the conversation being written. Fails before the first byte only (the owner is gone);
   * a later failure cuts the download short, which a client sees as a broken download.
   */
  async journalZip(ownerId: string): Promise<Readable> {
    const user = await this.users.getProfile(ownerId).catch(asLinkInvalid);
    const tmpRoot = join(this.env.dataDir, 'tmp');
    await mkdir(tmpRoot, { recursive: true, mode: 0o700 });
    const workDir = await mkdtemp(join(tmpRoot, 'export-'));
    const zip = new ZipStreamWriter();
    const head: JournalHead = {
      format: JOURNAL_FORMAT,
      version: JOURNAL_VERSION,
      exportedAt: new Date().toISOString(),
      user: { username: user.username, displayName: user.displayName, email: user.email },
    };
    const writing = this.writeZip(ownerId, head, zip, new JournalJsonWriter(join(workDir, JOURNAL_JSON_PATH)))
      .then(() => zip.end())
      .catch((error: unknown) => {
        if (zip.output.destroyed) {
          this.logger.debug?.(`Journal export of ${ownerId} stopped: ${errorMessage(error)}`);
        } else {
          this.logger.error(`Journal export of ${ownerId} failed: ${errorMessage(error)}`);
        }
        zip.abort(error instanceof Error ? error : new Error(String(error)));
      });
    // The work folder goes once the zip has been read to its end (or abandoned) and nothing writes any more.
    void Promise.allSettled([writing, finished(zip.output)]).then(() =>
      rm(workDir, { recursive: true, force: true }),
    );
    return zip.output;
  }

  private async writeZip(
    ownerId: string,
    head: JournalHead,
    zip: ZipStreamWriter,
    json: JournalJsonWriter,
  ): Promise<void> {
    const included = new Set<string>();
    const missing = new Set<string>();
    const markdownPaths = new Set<string>();
    try {
      await json.begin(head);
      for await (const { conversation, entries } of this.timeline(ownerId)) {
        for (const { file } of entries) {
          if (!file || included.has(file.id) || missing.has(file.id)) continue;
          if (await this.addFile(zip, file)) included.add(file.id);
          else missing.add(file.id);
        }
        const context = this.context(conversation, (file) => included.has(file.id));
        const markdown = renderConversationMarkdown(toMarkdownConversation(conversation, entries, context), {
          aiName: this.aiName,
        });
        await zip.add(markdownPathOf(conversation, markdownPaths), Buffer.from(markdown, 'utf8'), {
          mtime: conversation.updatedAt,
          compress: true,
        });
        await json.add(toJournalConversation(conversation, entries, context));
      }
      // The owner's answers are few (each one asked for), so they are read at once.
      const answers = await this.answers.all(ownerId);
      await json.end({ version: JOURNAL_ANSWERS_VERSION, items: answers.map(toJournalAnswer) });
    } catch (error) {
      json.destroy();
      throw error;
    }
    await zip.add(JOURNAL_JSON_PATH, createReadStream(json.path), {
      mtime: new Date(head.exportedAt),
      compress: true,
    });
  }

  /** Adds the file's bytes; false when they cannot be read (logged: the row has lost its bytes). */
  private async addFile(zip: ZipStreamWriter, file: FileEntity): Promise<boolean> {
    let content: Readable;
    try {
      content = await this.files.openContent(file);
    } catch (error) {
      this.logger.error(
        `File ${file.id} has a row but no bytes, left out of an export: ${errorMessage(error)}`,
      );
      return false;
    }
    await zip.add(filePathOf(file), content, {
      mtime: file.createdAt,
      compress: COMPRESSIBLE_MIME.has(file.mime),
    });
    return true;
  }

  /**
   * The owner's conversations, oldest first, each with its whole timeline (files joined): a page of
   * conversations at a time, and their entries a page at a time in the same order. Conversations with no
   * entries left (deleted while the export ran) are skipped.
   */
  private async *timeline(
    ownerId: string,
  ): AsyncGenerator<{ conversation: ConversationEntity; entries: EntryEntity[] }> {
    let after: ConversationCursor | null = null;
    for (;;) {
      const page = await this.repository.conversationPage(ownerId, after, CONVERSATION_PAGE);
      const ids = page.map((conversation) => conversation.id);
      const positionOf = new Map(ids.map((id, index) => [id, index]));
      let current = 0;
      let collected: EntryEntity[] = [];
      // array_position counts from 1: (0, -1) is before every entry.
      let cursor = { position: 0, orderIndex: -1 };
      for (let full = page.length > 0; full;) {
        const rows = await this.repository.entryPage(ownerId, ids, cursor, ENTRY_PAGE);
        for (const row of rows) {
          const position = positionOf.get(row.conversationId) ?? 0;
          for (; current < position; current++, collected = []) {
            if (collected.length > 0) yield { conversation: page[current], entries: collected };
          }
          collected.push(row);
        }
        full = rows.length === ENTRY_PAGE;
        const last = rows.at(-1);
        if (last)
          cursor = { position: (positionOf.get(last.conversationId) ?? 0) + 1, orderIndex: last.orderIndex };
      }
      for (; current < page.length; current++, collected = []) {
        if (collected.length > 0) yield { conversation: page[current], entries: collected };
      }
      if (page.length < CONVERSATION_PAGE) return;
      const last = page[page.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  private context(
    conversation: ConversationEntity,
    fileIncluded: ConversationContext['fileIncluded'],
  ): ConversationContext {
    return {
      topicName: findTopic(this.whiteLabel.features, conversation.topic)?.displayName ?? null,
      fileIncluded,
    };
  }

  /** Replies are labelled with the app's name, as the app shows them. */
  private get aiName(): string {
    return this.whiteLabel.features.flexiAppName.name;
  }
}

/** What a link leads to is gone (the conversation or the account): the link answers like a wrong one. */
function asLinkInvalid(error: unknown): never {
  if (error instanceof DomainError) {
    throw new DomainError(JournalTransferErrorCode.ExportLinkInvalid, MESSAGES.exportLinkInvalid);
  }
  throw error;
}
