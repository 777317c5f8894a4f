import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { APP_ENV, type AppEnv } from 'src/config/env';
import { Public } from 'src/common/public.decorator';
import { Metrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Prometheus' scrape endpoint. Not for users: it needs METRICS_TOKEN, or a scraper on the same host. */
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_ENV) private readonly env: AppEnv,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  async scrape(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    if (!this.mayScrape(request)) {
      throw new DomainError(CommonErrorCode.Forbidden, MESSAGES.metricsForbidden);
    }
    void reply.type(this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }

  private mayScrape(request: FastifyRequest): boolean {
    const { metricsToken } = this.env;
    // The socket's own address: X-Forwarded-For is the caller's to write.
    if (!metricsToken) return LOOPBACK.has(request.socket.remoteAddress ?? '');
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${metricsToken}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
