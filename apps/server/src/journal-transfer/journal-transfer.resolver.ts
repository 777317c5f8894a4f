import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { AuthUser } from 'src/session/auth-user';
import { CurrentUser } from 'src/session/current-user.decorator';
import {
  ConversationExportFormatValues,
  ExportLinkModel,
  type ImportSourceName,
  ImportSourceValues,
  ImportSummaryModel,
  JournalExportFormatValues,
} from './dto/journal-transfer.models';
import { JournalExportService } from './journal-export.service';
import { JournalImportService } from './journal-import.service';

@Resolver()
export class JournalTransferResolver {
  constructor(
    private readonly exports: JournalExportService,
    private readonly imports: JournalImportService,
  ) {}

  @Mutation(() => ExportLinkModel, {
    description:
      'A download link for your whole journal. The zip holds journal.json (the format importJournal reads, see docs/journal-export.md), one Markdown file per conversation and the attachments.',
  })
  exportJournal(
    @CurrentUser() user: AuthUser,
    @Args('format', {
      type: () => JournalExportFormatValues,
      defaultValue: JournalExportFormatValues.ZIP,
      description: 'The only format so far: ZIP.',
    })
    _format: keyof typeof JournalExportFormatValues,
  ): ExportLinkModel {
    return this.exports.journalLink(user.id);
  }

  @Mutation(() => ExportLinkModel, {
    description: 'A download link for one of your conversations as a Markdown document.',
  })
  exportConversation(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The conversation id.' }) id: string,
    @Args('format', {
      type: () => ConversationExportFormatValues,
      defaultValue: ConversationExportFormatValues.MARKDOWN,
      description: 'The only format so far: MARKDOWN.',
    })
    _format: keyof typeof ConversationExportFormatValues,
  ): Promise<ExportLinkModel> {
    return this.exports.conversationLink(user.id, id);
  }

  @Mutation(() => ImportSummaryModel, {
    description:
      'Adds a journal export (the zip of exportJournal, 200 MB at most) to your journal, all or nothing: everything gets new ids, nothing is shared. With `source`, a Day One export or a zip of Markdown files instead, each entry a conversation of `topic`. A file that is not such an export, a damaged one or one from a newer version is refused (BAD_USER_INPUT, naming the file and the problem) and nothing is imported. Send it as a GraphQL multipart request with the header `apollo-require-preflight: true`.',
  })
  importJournal(
    @CurrentUser() user: AuthUser,
    @Args('file', { type: () => GraphQLUpload, description: 'The zip: a part of the multipart request.' })
    file: FileUpload,
    @Args('again', {
      type: () => Boolean,
      defaultValue: false,
      description:
        'Import even an export already imported into this account, adding a second copy of it. Without it, such an export is refused (CONFLICT, reason IMPORT_ALREADY_IMPORTED, saying when) and nothing is imported.',
    })
    again: boolean,
    @Args('source', {
      type: () => ImportSourceValues,
      defaultValue: ImportSourceValues.FLEXI,
      description: 'What the zip is: a Flexi export (the default), a Day One export or Markdown files.',
    })
    source: ImportSourceName,
    @Args('topic', {
      type: () => String,
      nullable: true,
      description:
        'The topic (memory type key) the conversations of a DAY_ONE or MARKDOWN import belong to: required for them (BAD_USER_INPUT, reason IMPORT_TOPIC_UNKNOWN, when missing or not an enabled topic); a Flexi export carries its own, so it is ignored for FLEXI.',
    })
    topic: string | null,
  ): Promise<ImportSummaryModel> {
    return this.imports.importJournal(user.id, () => file.createReadStream(), { again, source, topic });
  }
}
