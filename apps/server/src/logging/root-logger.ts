import type { DestinationStream, Level, Logger } from 'pino';
import pino from 'pino';
import type { AppEnv } from 'src/config/env';

// Nest's level names as pino's.
const PINO_LEVEL: Record<AppEnv['logLevel'], Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Where log lines go: one JSON object per line on stdout, for a collector to read; readable colours only
 * when a person watches a terminal. Tests pass a stream of their own to read the lines.
 */
export function pinoLevel(level: AppEnv['logLevel']): Level {
  return PINO_LEVEL[level];
}

export function createRootLogger(env: Pick<AppEnv, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: pinoLevel(env.logLevel),
    base: { pid: process.pid },
    // Nothing that grants access or that a person wrote may reach a log, whatever a caller passes in.
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', '*.headers'],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { singleLine: true } } });
  }
  return pino(options);
}
