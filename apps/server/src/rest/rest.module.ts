import { Module } from '@nestjs/common';
import { AuthModule } from 'src/auth/auth.module';
import { ConversationsModule } from 'src/conversations/conversations.module';
import { FilesModule } from 'src/files/files.module';
import { RepliesModule } from 'src/replies/replies.module';
import { SearchModule } from 'src/search/search.module';
import { ShareModule } from 'src/share/share.module';
import { TranscriptionModule } from 'src/transcription/transcription.module';
import { UsersModule } from 'src/users/users.module';
import { AuthRestController } from './auth-rest.controller';
import { ConversationsRestController } from './conversations-rest.controller';
import { NotesRestController } from './notes-rest.controller';
import { ProfileRestController } from './profile-rest.controller';
import { SearchRestController } from './search-rest.controller';
import { SessionRestController } from './session-rest.controller';
import { ShareRestController } from './share-rest.controller';
import { TranscriptionsRestController } from './transcriptions-rest.controller';
import { UploadRestController } from './upload-rest.controller';

/** The REST compatibility API of the spec's section 7: thin controllers over the same services. */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    ConversationsModule,
    RepliesModule,
    FilesModule,
    SearchModule,
    ShareModule,
    TranscriptionModule,
  ],
  controllers: [
    AuthRestController,
    SessionRestController,
    ProfileRestController,
    ConversationsRestController,
    NotesRestController,
    UploadRestController,
    SearchRestController,
    ShareRestController,
    TranscriptionsRestController,
  ],
})
export class RestModule {}
