import { Injectable } from '@nestjs/common';
import { type FileModel, toFileModel } from 'src/files/dto/file.model';
import type { FileEntity } from 'src/files/file.entity';
import { FileUrlSigner } from 'src/files/file-url-signer';
import type { ConversationEntity } from './conversation.entity';
import { type ConversationModel, toConversationModel } from './dto/conversation.model';
import { type EntryModel, toEntryModel } from './dto/entry.model';
import type { EntryEntity } from './entry.entity';

/** Turns entities into API models; the one place that signs file URLs for what a caller may see. */
@Injectable()
export class EntryPresenter {
  constructor(private readonly signer: FileUrlSigner) {}

  entry(entry: EntryEntity): EntryModel {
    return toEntryModel(entry, (e) => this.file(e));
  }

  /** The conversation; `entries` need only hold its opening (none: `opening` is null). */
  conversation(conversation: ConversationEntity, entries: EntryEntity[]): ConversationModel {
    const opening = entries.find((e) => e.kind === 'opening');
    return toConversationModel(conversation, opening ? this.entry(opening) : null);
  }

  file(entry: EntryEntity): FileModel | null {
    return entry.file ? this.signedFile(entry.file) : null;
  }

  signedFile(file: FileEntity): FileModel {
    return toFileModel(file, this.signer.signedUrl(file));
  }
}
