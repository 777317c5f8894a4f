import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from 'src/session/public.decorator';

@Public()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For load balancers and orchestrators: 200 while the database answers, 503 otherwise. */
  @Get()
  async check(
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ status: string; database: string }> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      void reply.status(503);
      return { status: 'error', database: 'down' };
    }
  }
}
