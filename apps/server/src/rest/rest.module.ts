import { Module } from '@nestjs/common';
import { AuthModule } from 'src/auth/auth.module';
import { UsersModule } from 'src/users/users.module';
import { AuthRestController } from './auth-rest.controller';
import { ProfileRestController } from './profile-rest.controller';

/** The REST compatibility API of the spec's section 7: thin controllers over the same services. */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [AuthRestController, ProfileRestController],
})
export class RestModule {}
