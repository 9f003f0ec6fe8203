// Import rules of the product code, checked by dependency-cruiser (CI step "import layers",
// `npx depcruise --config .dependency-cruiser.cjs <folders>`; docs/decisions/292-services-in-layers.md).
//   1. schema/ is in layers (schema/src/services/README.md says what each holds and why it sits there):
//      a feature imports only features below it, so LAYERS lists them top to bottom, and within a layer
//      too a feature may import only those listed after it. A test may reach up (it drives a feature
//      through what is built on it); it is not a feature.
//   2. Every file of schema/src belongs to a feature: a new folder or file goes into LAYERS first.
//   3. No import circle anywhere in product code (generated code aside).
const SCHEMA = '^schema/src/';
const SERVICES = '^schema/src/services/';
const folder = (name) => `${SERVICES}${name}/`;
const file = (name) => `${SERVICES}${name}[.]ts$`;
const TESTS = '[.]test[.]ts$';

/** top to bottom; each feature: a name and the paths (regular expressions) that make it */
const LAYERS = [
  {
    layer: 'GraphQL schema',
    features: [
      {
        name: 'the GraphQL schema',
        path: [
          `${SCHEMA}types/`,
          `${SCHEMA}(index|sdl|print-schema|builder|auth-scopes|visibility|mutation-changes|compatibility|check-compatibility|graphql-cjs)[.]ts$`,
        ],
      },
    ],
  },
  {
    layer: 'background',
    features: [
      { name: 'jobs.ts', path: [file('jobs')] },
      { name: 'delivery/', path: [folder('delivery')] },
    ],
  },
  {
    layer: 'sign-in and accounts',
    features: [
      { name: 'google.ts', path: [file('google')] },
      { name: 'accounts.ts', path: [file('accounts')] },
      { name: 'code-mail.ts', path: [file('code-mail')] },
      { name: 'otp.ts', path: [file('otp')] },
      { name: 'auth-limits.ts', path: [file('auth-limits')] },
      { name: 'sessions.ts', path: [file('sessions')] },
      { name: 'api-tokens.ts', path: [file('api-tokens')] },
      { name: 'google-discovery.ts', path: [file('google-discovery')] },
    ],
  },
  {
    layer: 'the matches read',
    features: [{ name: 'matching/', path: [folder('matching')] }],
  },
  {
    layer: 'after a match',
    features: [
      { name: 'swaps/', path: [folder('swaps')] },
      { name: 'reveal.ts', path: [file('reveal')] },
    ],
  },
  {
    layer: 'trust',
    features: [{ name: 'trust/', path: [folder('trust')] }],
  },
  {
    layer: 'listings and 3-way swaps',
    features: [
      { name: 'listings.ts', path: [file('listings')] },
      { name: 'cycles/', path: [folder('cycles')] },
    ],
  },
  {
    layer: 'the swap record',
    features: [{ name: 'swap-record/', path: [folder('swap-record')] }],
  },
  {
    layer: 'building blocks',
    features: [
      { name: 'public-rules.ts', path: [file('public-rules')] },
      { name: 'profile.ts', path: [file('profile')] },
      { name: 'email.ts', path: [file('email')] },
      { name: 'cards/', path: [folder('cards')] },
      { name: 'notifications/', path: [folder('notifications')] },
      { name: 'rate-limit.ts', path: [file('rate-limit')] },
      { name: 'password.ts', path: [file('password')] },
      { name: 'token-hash.ts', path: [file('token-hash')] },
      { name: 'code-seal.ts', path: [file('code-seal')] },
      { name: 'device-cookie.ts', path: [file('device-cookie')] },
      { name: 'mail.ts', path: [file('mail')] },
      { name: 'mailer.ts', path: [file('mailer')] },
      { name: 'outbox.ts', path: [file('outbox')] },
      { name: 'leased-loop.ts', path: [file('leased-loop')] },
      { name: 'return-path.ts', path: [file('return-path')] },
      { name: 'account-purge.ts', path: [file('account-purge')] },
    ],
  },
  {
    layer: 'context',
    features: [{ name: 'context.ts', path: [`${SCHEMA}context[.]ts$`] }],
  },
  {
    layer: 'engines',
    features: [
      { name: 'matching-index/', path: [folder('matching-index')] },
      { name: 'freshness/', path: [folder('freshness')] },
    ],
  },
  {
    layer: 'kernel',
    features: [
      {
        name: 'the kernel',
        path: [`${SCHEMA}(constants|errors|failure-table|ids|catalog|listing-rules|iso-time|viewer)[.]ts$`],
      },
    ],
  },
];

const features = LAYERS.flatMap(({ layer, features }) => features.map((feature) => ({ ...feature, layer })));
const placed = [...features.flatMap((feature) => feature.path), TESTS];

/** one rule a feature, named after it: nothing listed above it */
const layerRules = features.slice(1).map((feature, i) => ({
  name: `layers: ${feature.name}`,
  severity: 'error',
  comment:
    `${feature.name} (layer "${feature.layer}") imports only what sits below it in ` +
    'schema/src/services/README.md: move the shared piece down, or the feature up',
  from: { path: feature.path, pathNot: TESTS },
  to: { path: features.slice(0, i + 1).flatMap((above) => above.path) },
}));

/** a file of schema/src in no feature, importing or imported */
const unplaced = {
  name: 'in-a-layer',
  severity: 'error',
  comment: 'every file of schema/src belongs to a feature: add it to LAYERS in .dependency-cruiser.cjs',
};

module.exports = {
  forbidden: [
    ...layerRules,
    { ...unplaced, from: { path: SCHEMA, pathNot: placed }, to: {} },
    { ...unplaced, from: {}, to: { path: SCHEMA, pathNot: placed } },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'an import circle: break it by moving what both sides need below both',
      from: { pathNot: '^prisma/generated/' },
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser yet: swc parses (type imports count too)
    parser: 'swc',
    // dependency-cruiser 17's swc parser reads no JSX, so web/src's .tsx files are left out (18 reads
    // them, but needs Node 22; CI runs on Node 20 too, ADR 211)
    exclude: { path: ['node_modules', '[.]tsx$'] },
    doNotFollow: { path: ['node_modules', '^prisma/generated/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
