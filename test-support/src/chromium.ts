// The Chromium the browser tests and the web benchmark drive: Debian's, with the flags this
// network-less machine needs, the same for both layers.

/** Debian's Chromium (`npm test` expects it there) unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No sandbox (containers), no GPU, and nothing that reaches for the network on its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
