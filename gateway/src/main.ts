// `npm start` / `npm run serve`: one gateway process, stopped gracefully by SIGTERM or SIGINT.
import { loadConfigOrExit } from './config.ts';
import { developmentNotice, readyLine } from './development-notice.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
const server = await startServer(config, log).catch((error: unknown) => {
  log.fatal({ err: error }, 'could not start');
  process.exit(1);
});
const notice = developmentNotice(config);
if (notice) log.warn({ environment: config.environment }, notice);
// a person's line, not a log record: printed as it is, last, so it is what the terminal shows
const ready = readyLine(config, server.url);
if (ready) process.stdout.write(`\n${ready}\n\n`);

// `on`, not `once`: a second signal during the drain must not fall back to the default (die at
// once), and tsx's own signal relay (`npm run start:cluster` workers) re-raises the signal when it
// is the only listener left.
let shuttingDown = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      },
    );
  });
}
