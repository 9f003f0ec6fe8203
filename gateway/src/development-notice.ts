// The one line a process started outside production prints, so that nobody mistakes `npm start`
// (development mode by default) for a deployment: it says what development mode changes. (GraphQL
// introspection is no longer one of them: it is on in every environment since ADR 190.)
import { type Config, DEVELOPMENT_UNSUBSCRIBE_SECRET } from './config.ts';

/** null in production; otherwise one sentence naming what differs from production. */
export function developmentNotice(config: Config): string | null {
  if (config.environment === 'production') return null;
  const differences = [
    config.smtpUrl ? null : 'codes and emails go to this log (no SMTP_URL)',
    config.unsubscribeSecret !== DEVELOPMENT_UNSUBSCRIBE_SECRET
      ? null
      : 'unsubscribe links use the fixed, public development key (no UNSUBSCRIBE_SECRET)',
    'the settings production refuses are allowed',
  ].filter((part): part is string => part !== null);
  return `${config.environment} mode: ${differences.join('; ')}. For a deployment set NODE_ENV=production (README "Running in production").`;
}

/**
 * The human line `npm start` prints once it listens (issue 39: a newcomer expects "ready at …", not a
 * JSON log line): where to open the app, and where the sign-in codes are while mail goes to the log.
 * Null outside development (production and the tests log JSON only).
 */
export function readyLine(config: Config, listeningUrl: string): string | null {
  if (config.environment !== 'development') return null;
  // the address a browser should use: the public origin, unless the port was picked at start (0)
  const url = config.port === 0 ? listeningUrl : config.appOrigin;
  const codes = config.smtpUrl
    ? 'sign-in codes are mailed through SMTP_URL'
    : 'sign-in codes appear in this log (npm start | grep -i "verification code")';
  return `Campus Swap is ready at ${url} (${codes}).`;
}
