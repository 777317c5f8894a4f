import { Module } from '@nestjs/common';
import { FilesModule } from 'src/files/files.module';
import { SessionModule } from 'src/session/session.module';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [SessionModule, FilesModule],
  providers: [UsersRepository, UsersService, UsersResolver, PasswordHasher],
  exports: [UsersService, UsersRepository, PasswordHasher],
})
export class UsersModule {}
