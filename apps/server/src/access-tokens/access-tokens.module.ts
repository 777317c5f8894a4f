import { Module } from '@nestjs/common';
import { SessionModule } from 'src/session/session.module';
import { AccessTokensRepository } from './access-tokens.repository';
import { AccessTokensResolver } from './access-tokens.resolver';
import { AccessTokensService } from './access-tokens.service';

/** Personal access tokens (issue 26 §1). The auth guard authenticates them through the exported service. */
@Module({
  imports: [SessionModule],
  providers: [AccessTokensRepository, AccessTokensService, AccessTokensResolver],
  exports: [AccessTokensService],
})
export class AccessTokensModule {}
