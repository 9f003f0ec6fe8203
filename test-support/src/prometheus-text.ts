// A strict reader of Prometheus' text exposition format (version 0.0.4), for the metrics tests: it
// throws on any line it does not understand, so a scrape that parses is well-formed.
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Scrape = {
  samples: Sample[];
  types: Map<string, string>;
  help: Map<string, string>;
  /** the value of the one sample of `name` whose labels include `labels`; undefined when none */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** every sample of `name` whose labels include `labels` */
  find(name: string, labels?: Record<string, string>): Sample[];
};

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  }
  return labels;
}

// The format takes a value as Go's strconv.ParseFloat does, so NaN and Inf in any case: prom-client
// writes 'Nan' (its util.js), e.g. for Node's event-loop lag mean before the histogram has a sample.
function parseValue(text: string, line: string): number {
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf') return Number.POSITIVE_INFINITY;
  if (lower === '-inf') return Number.NEGATIVE_INFINITY;
  if (lower === 'nan') return Number.NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

export function parsePrometheusText(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment;
      if (!METRIC_NAME.test(name!)) throw new Error(`bad metric name in: ${line}`);
      if (kind === 'TYPE') {
        if (!/^(counter|gauge|histogram|summary|untyped)$/.test(rest!))
          throw new Error(`bad type in: ${line}`);
        types.set(name!, rest!);
      } else help.set(name!, rest!);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    samples.push({
      name: match[1]!,
      labels: parseLabels(match[2] ?? '', line),
      value: parseValue(match[3]!, line),
    });
  }
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  return {
    samples,
    types,
    help,
    find,
    value: (name, labels) => {
      const found = find(name, labels);
      if (found.length > 1)
        throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
      return found[0]?.value;
    },
  };
}

/** GET `url` (a /metrics endpoint): checks the content type and parses the text. */
export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain') || !type.includes('version=0.0.4')) {
    throw new Error(`${url} answered content-type ${type}`);
  }
  return parsePrometheusText(await res.text());
}
