// `npm run schema:print`: writes schema/schema.graphql, the committed contract CI compares against.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSdl } from './sdl.ts';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');
writeFileSync(out, printSdl());
console.info(`wrote ${path.relative(process.cwd(), out)}`);
