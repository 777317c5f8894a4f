import { findTopic, type TopicEntry } from '@app/schema';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AI_PROVIDER, type AiProvider, AiProviderError } from 'src/ai/ai-provider.port';
import { type AttachmentContent, buildMessages, buildSystemPrompt } from 'src/ai/prompt-builder';
import { AppConfigService } from 'src/app-config/app-config.service';
import { FilesService } from 'src/files/files.service';
import { Metrics } from 'src/metrics/metrics';
import type { ConversationEntity } from './conversation.entity';
import { ConversationsRepository } from './conversations.repository';
import type { EntryEntity } from './entry.entity';
import { REPLY_STREAM_BUS, type ReplyStreamBus } from './reply-stream.port';

const GENERIC_FAILURE = 'The reply could not be generated. Please retry.';

/** Generates, streams and stores the AI reply of an opening or continuation entry. */
@Injectable()
export class ReplyService {
  private readonly logger = new Logger(ReplyService.name);

  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly repository: ConversationsRepository,
    private readonly files: FilesService,
    @Inject(REPLY_STREAM_BUS) private readonly bus: ReplyStreamBus,
    private readonly appConfig: AppConfigService,
    private readonly metrics: Metrics,
  ) {}

  /**
   * With `wait`, resolves once the reply is stored (complete or failed); without, returns at once and the
   * reply streams to subscribers of `replyStream`. Either way the outcome is stored on the entry.
   */
  async respond(entry: EntryEntity, conversation: ConversationEntity, wait: boolean): Promise<EntryEntity> {
    const done = this.generate(entry, conversation);
    if (!wait) {
      done.catch((error: unknown) => this.logger.error(`Reply for ${entry.id} crashed: ${String(error)}`));
      return entry;
    }
    await done;
    return (await this.repository.findEntry(entry.ownerId, entry.id)) ?? entry;
  }

  private async generate(entry: EntryEntity, conversation: ConversationEntity): Promise<void> {
    let text = '';
    const publish = (delta: string, status: EntryEntity['replyStatus'], error: string | null = null) =>
      this.bus.publish({ entryId: entry.id, delta, text, status, error });
    try {
      const topic = this.topicOf(conversation.topic);
      const history = (
        await this.repository.findEntries(entry.ownerId, [conversation.id], { excludeKind: 'note' })
      ).filter((earlier) => earlier.orderIndex < entry.orderIndex);
      const attachment = entry.file ? await this.attachment(entry) : undefined;
      const messages = buildMessages(
        buildSystemPrompt(topic, this.appConfig.site.appName),
        history.map((earlier) => ({ userText: earlier.userText, replyText: earlier.replyText })),
        entry.userText,
        attachment,
      );
      const controller = new AbortController();
      const latest = {
        text: entry.userText,
        answers: entry.answers ?? undefined,
        attachment: attachment && {
          name: attachment.name,
          readable: attachment.kind === 'text' || attachment.kind === 'image',
          image: attachment.kind === 'unseen-image',
        },
      };
      this.metrics.repliesStarted.inc();
      const asked = this.metrics.aiReplyDuration.startTimer();
      const firstToken = this.metrics.aiTimeToFirstToken.startTimer();
      let streamed: 'complete' | 'failed' = 'failed';
      try {
        for await (const delta of this.ai.streamReply({ topic, messages, latest }, controller.signal)) {
          if (!text) firstToken();
          text += delta;
          await publish(delta, 'pending');
        }
        if (text.trim()) streamed = 'complete';
      } finally {
        asked({ status: streamed });
      }
      if (!text.trim()) throw new AiProviderError('The AI provider sent an empty reply. Please retry.');
      await this.repository.finishReply(entry.id, { text });
      await publish('', 'complete');
    } catch (error) {
      const message = error instanceof AiProviderError ? error.message : GENERIC_FAILURE;
      if (!(error instanceof AiProviderError))
        this.logger.error(`Reply for ${entry.id} failed: ${String(error)}`);
      await this.repository.finishReply(entry.id, { error: message });
      await publish('', 'failed', message);
    }
  }

  private async attachment(entry: EntryEntity): Promise<AttachmentContent | undefined> {
    const file = entry.file;
    if (!file) return undefined;
    const content = await this.files.contentForAi(file, { images: this.ai.seesImages });
    return { ...content, name: file.name };
  }

  /** A topic removed from the config after the conversation began still gets a reply, with the defaults. */
  private topicOf(key: string): TopicEntry {
    return (
      findTopic(this.appConfig.features, key) ?? {
        key,
        displayName: key,
        enabled: false,
        promptQuestions: [],
        promptRole: 'Assistant',
        promptContext: this.appConfig.site.appName,
        promptConstraints: '',
        promptTone: 'friendly',
        promptExamples: '',
      }
    );
  }
}
