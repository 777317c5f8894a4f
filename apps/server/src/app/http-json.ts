import { parse as parseQueryString } from 'node:querystring';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { CommonErrorCode } from 'src/common/errors/common.errors';
import { DomainError } from 'src/common/errors/domain-error';
import { MESSAGES } from 'src/common/messages';
import { jsonNestsDeeperThan } from './json-nesting';

// No request of this API nests deeper than a few levels; GraphQL variables included, 32 is far beyond need.
export const MAX_JSON_DEPTH = 32;

/**
 * The body parsers Nest would register, with a nesting check in front of Fastify's JSON parser (which refuses
 * `__proto__` and `constructor` poisoning). Without it a body like `[[[[…]]]]` parses fine and then overflows
 * the stack of the first recursive walk over it (the validation pipe's), which would answer 500. Registering
 * any parser through Nest replaces all of its defaults, so the form parser is declared here too (a repeated
 * key still becomes a list, as with Nest's own).
 */
export function registerBodyParsers(app: NestFastifyApplication): void {
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', {}, (request, body, done) => {
    const text = body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new DomainError(CommonErrorCode.MalformedRequest, MESSAGES.bodyTooDeep), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.useBodyParser('application/x-www-form-urlencoded', {}, (_request, body, done) => {
    done(null, parseQueryString(body.toString('utf8')));
  });
}
