// Prints GET /api/openapi.json as the gateway serves it on its default configuration, for the
// Redocly lint in CI (.ci/lint-openapi.sh): `tsx gateway/src/print-openapi.ts > openapi.json`.
import { loadConfig } from './config.ts';
import { openApiText } from './developer-docs.ts';

const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
process.stdout.write(`${openApiText({ version: config.version, appOrigin: config.appOrigin })}\n`);
