// Runs first in `npm start`, `serve`, `start:cluster` and `postinstall` (ADR 210). On a Node.js that
// cannot run Campus Swap it stops with one line naming the version needed, instead of the stack trace of
// whatever newer syntax or API the old Node trips on first; on a line past its end of life it warns.
// ES5 on purpose (var, function, string concatenation: no let, arrow functions, template strings or
// `node:` imports) so that any Node, however old, parses it and can say so. The accepted range is
// package.json `engines` and the supported release is .node-version, so each is written once.
// biome-ignore-all lint/style/useTemplate: template strings are ES2015; old Node must parse this file
// biome-ignore-all lint/style/useNodejsImportProtocol: `node:fs` only resolves from Node 14.18 on
'use strict';
var fs = require('fs');
var path = require('path');

// End of life of each release line engines accepts (github.com/nodejs/Release schedule.json; ADR 210).
var END_OF_LIFE = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30', 26: '2029-04-30' };

function parse(version) {
  var match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  if (!match) throw new Error('not a Node.js version: ' + version);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a, b) {
  var i;
  for (i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

// Whether `version` meets one alternative of engines: "^X.Y.Z" (that major, at least X.Y.Z) or ">=X.Y.Z".
function meets(version, alternative) {
  var caret = /^\^(.+)$/.exec(alternative);
  var atLeast = /^>=\s*(.+)$/.exec(alternative);
  var lowest;
  if (caret) {
    lowest = parse(caret[1]);
    return version[0] === lowest[0] && compare(version, lowest) >= 0;
  }
  if (atLeast) return compare(version, parse(atLeast[1])) >= 0;
  throw new Error('package.json engines.node has a form this check does not read: ' + alternative);
}

// Whether `version` is in `range`: alternatives joined by "||".
function satisfies(version, range) {
  var v = parse(version);
  var alternatives = range.split('||');
  var i;
  for (i = 0; i < alternatives.length; i++) if (meets(v, alternatives[i].trim())) return true;
  return false;
}

// What to say about running `version` on `today` (YYYY-MM-DD): { error }, { warning } or {}.
function verdict(version, range, supported, today) {
  var running = String(version).replace(/^v/, '');
  var supportedMajor = parse(supported)[0];
  var major;
  var end;
  if (!satisfies(running, range)) {
    return {
      error:
        'Campus Swap cannot run on Node.js ' +
        running +
        ': it needs Node.js ' +
        supportedMajor +
        ' (the supported LTS release; .node-version says ' +
        supported +
        '), or at least a release that package.json engines accepts (' +
        range +
        ').',
    };
  }
  major = parse(running)[0];
  end = END_OF_LIFE[major];
  if (end && today > end) {
    return {
      warning:
        'Node.js ' +
        major +
        ' is end-of-life since ' +
        end +
        ' (no more security fixes); Campus Swap is supported on Node.js ' +
        supportedMajor +
        ' (.node-version says ' +
        supported +
        ').',
    };
  }
  return {};
}

// Reads engines and .node-version beside this file's package and judges the running Node.
function main() {
  var root = path.join(__dirname, '..', '..');
  var range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  var supported = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  var result = verdict(process.versions.node, range, supported, new Date().toISOString().slice(0, 10));
  if (result.error) {
    console.error(result.error);
    process.exit(1);
  }
  if (result.warning) console.error('warning: ' + result.warning);
}

module.exports = { END_OF_LIFE: END_OF_LIFE, satisfies: satisfies, verdict: verdict };

if (require.main === module) main();
