#!/usr/bin/env node
// Fails when the decision records and the code that cites them disagree (issue 36; the rules are
// written for people in docs/decisions/README.md):
// - every record docs/decisions/NNN-*.md has a `Date: YYYY-MM-DD` and a `Status:` line under its title,
//   its status is accepted, amended, partly superseded, superseded or reverted (or proposed), and it
//   is at most MAX_ADR_LINES lines long (default 100: about one screen; aim for 60);
// - docs/decisions/README.md lists every record once, with its date and the first word(s) of its status,
//   an area from the README's list, and no row for a record that does not exist;
// - a file under the code folders below that cites a record ("ADR" or "ADRs" and the numbers after it,
//   or a docs/decisions/NNN-... path) cites one that exists, and one that is current: a superseded or
//   reverted record may be cited only beside a record its Status line names (in the same comment).
// Usage: node .ci/check-adr-citations.mjs [root]   (root: a checkout; default: this one)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const maxLines = Number(process.env.MAX_ADR_LINES ?? 100);
const decisionsDir = join(root, 'docs/decisions');
const CODE_ROOTS = [
  'schema/',
  'gateway/',
  'rest-facade/',
  'web/src/',
  'prisma/src/',
  'test-support/',
  'contracts/',
  'e2e/',
  'bench/',
  'fuzz/',
  '.ci/',
];
// written by tools (.ci/check-generated.sh guards them) or records of their own (bench reports)
const SKIPPED = [
  'node_modules/',
  '/dist/',
  '/dist-ssr/',
  'web/src/gql/',
  'rest-facade/src/generated/',
  'rest-facade/src/documents/generated/',
  'web/src/features/listings/api/generated/',
  'schema/schema.graphql',
  'schema/release.graphql',
  'bench/results/',
];
const STATUS_WORDS = ['accepted', 'amended', 'partly superseded', 'superseded', 'reverted', 'proposed'];
const NOT_CURRENT = new Set(['superseded', 'reverted']);
const AREAS = new Set([
  'accounts',
  'matching',
  'trust',
  'notifications',
  'api',
  'gateway',
  'web',
  'data',
  'ops',
  'testing',
  'structure',
  'docs',
]);

const problems = [];
const problem = (where, what) => problems.push(`${where}: ${what}`);
const pad = (n) => String(Number(n)).padStart(3, '0');

/** the records: number -> { file, lines, date, status (the word), statusText, names (numbers it names) } */
function readRecords() {
  const records = new Map();
  for (const file of readdirSync(decisionsDir).sort()) {
    const match = /^(\d{3})-.+\.md$/.exec(file);
    if (!match) continue;
    const where = `docs/decisions/${file}`;
    const number = match[1];
    if (records.has(number)) problem(where, `number ${number} is also ${records.get(number).file}`);
    const lines = readFileSync(join(decisionsDir, file), 'utf8').replace(/\n$/, '').split('\n');
    if (!new RegExp(`^# ${number} \\S`).test(lines[0]))
      problem(where, `the first line is not "# ${number} <title>"`);
    const head = lines.slice(1, 12);
    const dateLine = head.find((line) => line.startsWith('Date:'));
    const date = /^Date: (\d{4}-\d{2}-\d{2})$/.exec(dateLine ?? '')?.[1];
    if (!dateLine) problem(where, 'no "Date: YYYY-MM-DD" line under the title');
    else if (!date || Number.isNaN(Date.parse(date)))
      problem(where, `"${dateLine}" is not "Date: YYYY-MM-DD"`);
    const at = lines.findIndex((line, i) => i > 0 && i < 12 && line.startsWith('Status:'));
    // the Status line and the lines that continue it, up to a blank line, a heading or the Date line
    const statusLines = [];
    for (let i = at; at > 0 && i < lines.length && lines[i].trim() && !/^(#|Date:)/.test(lines[i]); i++) {
      statusLines.push(lines[i].trim());
    }
    const statusText = statusLines.join(' ').slice('Status:'.length).trim();
    const status = STATUS_WORDS.find((word) => statusText.toLowerCase().startsWith(word));
    if (at < 0) problem(where, 'no "Status:" line under the title');
    else if (!status)
      problem(where, `the status "${statusText}" starts with none of: ${STATUS_WORDS.join(', ')}`);
    if (lines.length > maxLines) {
      problem(where, `${lines.length} lines, over ${maxLines}: move run-by-run figures to bench/results/`);
    }
    // the records that replace it: those its status phrase names ("superseded by 285 — …"), else any the
    // Status line names ("reverted — … the read is ADR 275's")
    const numbersIn = (text) => [...text.matchAll(/\b\d{3}\b/g)].map((m) => m[0]).filter((n) => n !== number);
    const phrase = numbersIn(statusText.split(' — ')[0]);
    const names = new Set(phrase.length > 0 ? phrase : numbersIn(statusText));
    if (status === 'superseded' && names.size === 0) {
      problem(where, 'superseded, but its Status line names no record that supersedes it');
    }
    records.set(number, { file, date, status, statusText, names });
  }
  return records;
}

function checkIndex(records) {
  const where = 'docs/decisions/README.md';
  const path = join(decisionsDir, 'README.md');
  if (!existsSync(path)) {
    problem(where, 'missing: it is the index of the decision records');
    return;
  }
  const listed = new Map();
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const cells = /^\|\s*(\d{1,3})\s*\|/.test(line) ? line.split(/(?<!\\)\|/).slice(1, -1) : null;
      if (!cells) return;
      const at = `${where}:${i + 1}`;
      const [numberCell, recordCell, dateCell, statusCell, areaCell] = cells.map((cell) => cell.trim());
      const number = pad(numberCell);
      if (listed.has(number))
        problem(at, `record ${number} is listed twice (also line ${listed.get(number)})`);
      listed.set(number, i + 1);
      const record = records.get(number);
      if (!record) {
        problem(at, `lists record ${number}, which does not exist`);
        return;
      }
      const link = /\]\(([^)]+)\)/.exec(recordCell ?? '')?.[1];
      if (link !== record.file) problem(at, `record ${number} should link to ${record.file}, not ${link}`);
      if (record.date && dateCell !== record.date) {
        problem(at, `record ${number}'s date is ${record.date}, not ${dateCell}`);
      }
      const word = STATUS_WORDS.find((w) => (statusCell ?? '').toLowerCase().startsWith(w));
      if (record.status && word !== record.status) {
        problem(at, `record ${number}'s status is "${record.status}" (its Status line), not "${statusCell}"`);
      }
      if (!AREAS.has(areaCell)) problem(at, `area "${areaCell}" is none of: ${[...AREAS].join(', ')}`);
    });
  for (const [number, record] of records) {
    if (!listed.has(number)) problem(where, `does not list record ${number} (${record.file})`);
  }
}

function codeFiles() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--', ...CODE_ROOTS], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = CODE_ROOTS.flatMap((dir) => walk(join(root, dir)));
  }
  return files.filter(
    (file) => !SKIPPED.some((skip) => `/${file}`.includes(skip.startsWith('/') ? skip : `/${skip}`)),
  );
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [relative(root, path)];
  });
}

const COMMENT = /^\s*(\/\/|\/\*|\*|#|<!--|--|\{\/\*)/;
const CITATION = /\bADRs?[ -](\d{1,3})\b((?:\s*(?:,|\/|&|\band\b|\bor\b)\s*(?:ADRs?\s)?\d{3}\b)*)/g;
const PATH = /decisions\/(\d{3})-([A-Za-z0-9-]*)(\.md)?/g;

/** the numbers a text cites, with the file name when a whole docs/decisions path is given */
function citationsIn(text) {
  const found = [];
  for (const m of text.matchAll(CITATION)) {
    found.push({ number: pad(m[1]) });
    for (const more of m[2].matchAll(/\d{3}/g)) found.push({ number: more[0] });
  }
  for (const m of text.matchAll(PATH)) found.push({ number: m[1], file: m[3] ? `${m[1]}-${m[2]}.md` : null });
  return found;
}

function checkCitations(records) {
  let count = 0;
  const files = codeFiles();
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    if (text.includes('\0') || !/ADR|decisions\//.test(text)) continue;
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const cited = citationsIn(line);
      if (cited.length === 0) return;
      // the comment the citation is in: the run of comment lines around it (or the line itself)
      let from = i;
      let to = i;
      if (COMMENT.test(line)) {
        while (from > 0 && COMMENT.test(lines[from - 1])) from--;
        while (to < lines.length - 1 && COMMENT.test(lines[to + 1])) to++;
      }
      const inComment = new Set(citationsIn(lines.slice(from, to + 1).join('\n')).map((c) => c.number));
      for (const { number, file: named } of cited) {
        count++;
        const at = `${file}:${i + 1}`;
        const record = records.get(number);
        if (!record) {
          problem(at, `cites ADR ${number}, which does not exist in docs/decisions/`);
        } else if (named && named !== record.file) {
          problem(at, `cites docs/decisions/${named}, which is now docs/decisions/${record.file}`);
        } else if (NOT_CURRENT.has(record.status) && ![...record.names].some((n) => inComment.has(n))) {
          const by = record.names.size > 0 ? `: cite ADR ${[...record.names].join(' or ADR ')}` : '';
          problem(at, `cites ADR ${number}, which is ${record.status} (${record.file})${by}`);
        }
      }
    });
  }
  return { count, files: files.length };
}

const records = readRecords();
checkIndex(records);
const { count, files } = checkCitations(records);
if (problems.length > 0) {
  console.error(
    `Decision records: ${problems.length} problem(s) (docs/decisions/README.md says how to fix them):`,
  );
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.info(
  `${records.size} decision records, indexed, dated, with a status, none over ${maxLines} lines; ` +
    `${count} citations in ${files} code files, all of current records`,
);
