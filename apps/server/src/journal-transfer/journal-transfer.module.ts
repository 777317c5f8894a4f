import { Module } from '@nestjs/common';
import { ConversationsModule } from 'src/conversations/conversations.module';
import { FilesModule } from 'src/files/files.module';
import { JournalAnswersModule } from 'src/journal-answers/journal-answers.module';
import { UsersModule } from 'src/users/users.module';
import { ExportUrlSigner } from './export-url-signer';
import { JournalDownloadController } from './journal-download.controller';
import { JournalExportService } from './journal-export.service';
import { JournalImportService } from './journal-import.service';
import { JournalTransferRepository } from './journal-transfer.repository';
import { JournalTransferResolver } from './journal-transfer.resolver';

/** Exporting the journal (a zip, or one conversation as Markdown) and importing such a zip, answers included. */
@Module({
  imports: [ConversationsModule, FilesModule, JournalAnswersModule, UsersModule],
  controllers: [JournalDownloadController],
  providers: [
    JournalTransferRepository,
    JournalExportService,
    JournalImportService,
    JournalTransferResolver,
    ExportUrlSigner,
  ],
})
export class JournalTransferModule {}
