// Reads a V8 .cpuprofile and tells where the time went: self time by function and by area (an npm
// package, a folder of apps/api/src, node internals, GC), and the share of samples with each area
// anywhere on the stack (inclusive). Usable alone: node bench/lib/cpuprofile-summary.ts FILE...
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const areaOf = (f: CallFrame): string => {
  const url = f.url;
  if (!url) {
    if (f.functionName === '(garbage collector)') return '(gc)';
    if (f.functionName === '(idle)') return '(idle)';
    if (f.functionName === '(program)') return '(program)';
    return '(native)';
  }
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  const api = /apps\/api\/src\/([^/]+)/.exec(url);
  if (api) return `api/${api[1]!.replace(/\.ts$/, '')}`;
  if (/\/bench\//.test(url)) return 'bench';
  if (url.startsWith('node:')) {
    if (/^node:internal\/(deps\/undici|webstreams|streams\/)/.test(url)) return 'node:web-streams/undici';
    if (/^node:(internal\/)?(_?http|net|stream|dns|tls)/.test(url)) return 'node:http/net';
    return 'node:other';
  }
  return url;
};

export type Summary = {
  samples: number;
  busySamples: number;
  byArea: { area: string; selfPct: number; inclusivePct: number }[];
  topFunctions: { fn: string; selfPct: number }[];
};

export const summarize = (profile: Profile, top = 25): Summary => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfArea = new Map<string, number>();
  const inclArea = new Map<string, number>();
  const selfFn = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const node = byId.get(id)!;
    const area = areaOf(node.callFrame);
    if (area === '(idle)') continue;
    busy++;
    selfArea.set(area, (selfArea.get(area) ?? 0) + 1);
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.replace(/^.*\/(node_modules|apps)\//, '$1/')}:${f.lineNumber + 1}` : ''}`;
    selfFn.set(key, (selfFn.get(key) ?? 0) + 1);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      seen.add(areaOf(byId.get(cur)!.callFrame));
    }
    for (const a of seen) inclArea.set(a, (inclArea.get(a) ?? 0) + 1);
  }
  const pct = (n: number) => Math.round((n / Math.max(1, busy)) * 1000) / 10;
  return {
    samples: profile.samples.length,
    busySamples: busy,
    byArea: [...selfArea.entries()]
      .sort((x, y) => y[1] - x[1])
      .map(([area, n]) => ({ area, selfPct: pct(n), inclusivePct: pct(inclArea.get(area) ?? 0) })),
    topFunctions: [...selfFn.entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, top)
      .map(([fn, n]) => ({ fn, selfPct: pct(n) })),
  };
};

export const formatSummary = (s: Summary, areas = 18) => {
  const lines = [
    `${s.busySamples} busy samples (idle excluded)`,
    'area                                self%  incl%',
  ];
  for (const a of s.byArea.slice(0, areas))
    lines.push(`${a.area.padEnd(34)} ${String(a.selfPct).padStart(6)} ${String(a.inclusivePct).padStart(6)}`);
  lines.push('top functions by self time:');
  for (const f of s.topFunctions) lines.push(`${String(f.selfPct).padStart(6)}%  ${f.fn}`);
  return lines.join('\n');
};

if (import.meta.main) {
  for (const file of process.argv.slice(2)) {
    console.log(`== ${file}`);
    console.log(formatSummary(summarize(JSON.parse(readFileSync(file, 'utf8')) as Profile)));
  }
}
