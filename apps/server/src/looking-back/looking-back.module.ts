import { Module } from '@nestjs/common';
import { UsersModule } from 'src/users/users.module';
import { OnThisDayRepository } from './on-this-day.repository';
import { OnThisDayResolver } from './on-this-day.resolver';
import { OnThisDayService } from './on-this-day.service';

/** Looking back over the journal (issue 24): On this day, so far. */
@Module({
  imports: [UsersModule],
  providers: [OnThisDayRepository, OnThisDayService, OnThisDayResolver],
})
export class LookingBackModule {}
