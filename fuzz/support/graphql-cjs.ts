// The schema is built by Pothos, which Node loads as CommonJS and which therefore uses graphql's
// CommonJS build; vitest would hand these files the ESM build (a second copy whose type checks reject
// the schema's types), so the fuzz reads the schema with the same CommonJS module.
import { createRequire } from 'node:module';

export const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
