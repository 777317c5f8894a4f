import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JOBS_DATABASE_URL, JobQueue } from './job-queue';

/** The durable job queue on the app's database (the same URL TypeORM uses, embedded or not). */
@Global()
@Module({})
export class JobsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_DATABASE_URL, useValue: databaseUrl }, JobQueue],
      exports: [JobQueue],
    };
  }
}
