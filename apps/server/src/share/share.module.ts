import { Module } from '@nestjs/common';
import { ConversationsModule } from 'src/conversations/conversations.module';
import { UsersModule } from 'src/users/users.module';
import { WebhookEventsModule } from 'src/webhooks/events/webhook-events.module';
import { ShareRepository } from './share.repository';
import { ShareResolver } from './share.resolver';
import { ShareService } from './share.service';

/** Sharing single entries by link, and reading what was shared. */
@Module({
  imports: [ConversationsModule, UsersModule, WebhookEventsModule],
  providers: [ShareRepository, ShareService, ShareResolver],
  exports: [ShareService],
})
export class ShareModule {}
