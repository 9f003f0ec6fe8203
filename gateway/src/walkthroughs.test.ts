// The walkthroughs under docs/walkthroughs name the files a newcomer follows (issue 36): every path in
// backticks must exist, so that a walk never leads to a file that moved or is gone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'docs/walkthroughs');
const walks = readdirSync(dir).filter((name) => name.endsWith('.md'));
/** `a/b/c.ts` (a path with a folder and an extension), without a trailing ` › member` */
const PATH = /`([\w.-]+(?:\/[\w.-]+)+\.\w+)`/g;

describe('walkthroughs', () => {
  it('there is at least one, and the matches walk is one', () => {
    expect(walks).toContain('get-api-matches.md');
  });

  it.each(walks)('%s names only files that exist', (walk) => {
    const text = readFileSync(path.join(dir, walk), 'utf8');
    const named = [...text.matchAll(PATH)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
