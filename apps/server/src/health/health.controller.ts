import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from 'src/session/public.decorator';

type Readiness = { status: 'ok' | 'error'; database: 'up' | 'down' };

@Public()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For load balancers and orchestrators: 200 while the database answers, 503 otherwise. */
  @Get()
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    return this.ready(reply);
  }

  /**
   * Liveness: the process answers. An orchestrator restarts an instance that fails this, so it must not
   * depend on anything outside the process: a database outage is no reason to restart every instance.
   */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: what serving requests needs answers (the database); 503 takes the instance out of rotation. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Readiness> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      void reply.status(503);
      return { status: 'error', database: 'down' };
    }
  }
}
