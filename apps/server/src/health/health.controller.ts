import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from 'src/common/public.decorator';
import { type DependencyState, Readiness } from './readiness';

// Beside `status`, each dependency's DependencyState by name.
type ReadinessReport = { status: 'ok' | 'error' | 'draining' } & Record<string, string>;

@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
  ) {}

  /** For load balancers and orchestrators: 200 while everything this instance needs answers, 503 otherwise. */
  @Get()
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessReport> {
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

  /**
   * Readiness: the database, and Redis, the bucket and the job queue when configured, answer. 503 takes the
   * instance out of rotation, as does a shutdown in progress ("draining").
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessReport> {
    const [database, others] = await Promise.all([this.database(), this.readiness.check()]);
    const dependencies = { database, ...others };
    const allUp = Object.values(dependencies).every((state) => state === 'up');
    const status = this.readiness.isDraining ? 'draining' : allUp ? 'ok' : 'error';
    if (status !== 'ok') void reply.status(503);
    return { status, ...dependencies };
  }

  private async database(): Promise<DependencyState> {
    try {
      await this.dataSource.query('SELECT 1');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
