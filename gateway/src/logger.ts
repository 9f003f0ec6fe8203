// Structured JSON logs (pino). Secrets never reach a log line: tokens and cookies are redacted.
import { pino } from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'campus-swap' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'token', '*.token', 'password', '*.password'],
  });
}

export type AppLogger = ReturnType<typeof createLogger>;
