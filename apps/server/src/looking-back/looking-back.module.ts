import { Module } from '@nestjs/common';
import { OnThisDayRepository } from './on-this-day.repository';
import { OnThisDayResolver } from './on-this-day.resolver';
import { OnThisDayService } from './on-this-day.service';

/** Looking back over the journal (issue 24): On this day, so far. */
@Module({
  providers: [OnThisDayRepository, OnThisDayService, OnThisDayResolver],
})
export class LookingBackModule {}
