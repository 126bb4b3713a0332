import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { bundleReport } from './bundle-size';
import { formatFirstLoad, runFirstLoad } from './first-load';
import { formatMovingAround, runMovingAround } from './moving-around';
import { formatLighthouse, runLighthouse } from './lighthouse';
import { formatApiBench, runApiBench } from './api';
import { BASELINE_DIST } from './lib/apps';
import { CHROMIUM_PATH } from './lib/chromium';
import { startReferenceApi } from './lib/referenceApi';
import { envInt } from './lib/stats';

/**
 * `npm run bench`: builds the portal and the bare react-admin baseline the same way, then
 * prints bundle sizes, first load, the API at 100k shipments and Lighthouse, each figure with its
 * target and ratio, and writes the whole output into BENCHMARKS.md between its markers. It exits 0
 * when every part ran — a missed target is a figure to read, not a crash.
 */
const started = Date.now();
const output: string[] = [];
const say = (text: string | string[]) => {
  const lines = Array.isArray(text) ? text : [text];
  for (const line of lines) console.log(line);
  output.push(...lines);
};
const progress = (line: string) => console.log(`  … ${line}`);
const section = (title: string) => say(['', `## ${title}`]);

function machine(): string {
  const chromium = execFileSync(CHROMIUM_PATH, ['--version']).toString().trim();
  return `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, ${chromium}`;
}

function build() {
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'] };
  execFileSync('npx', ['vite', 'build'], quiet);
  execFileSync('npx', ['tsx', 'scripts/write-build-json.ts'], quiet);
  execFileSync('npx', ['vite', 'build', '--config', join('bench', 'baseline', 'vite.config.ts')], quiet);
}

say(`Machine: ${machine()}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
build();
section('1. Bundle');
say(bundleReport('dist', BASELINE_DIST).lines);

// One reference API (embedded PGlite, the demo seed) serves both apps for the browser parts.
const api = await startReferenceApi();
try {
  section('2. First load against a bare react-admin app');
  say(formatFirstLoad(await runFirstLoad({ apiOrigin: api.origin, log: progress })).split('\n'));
  section('2b. Moving around against a bare react-admin app');
  say(formatMovingAround(await runMovingAround({ apiOrigin: api.origin, log: progress })).split('\n'));
  section('4. Lighthouse');
  // Five runs of every page, preset and app took ~16 min here; the baseline's figures are context,
  // so it runs once and the whole bench stays within its 10 minutes (BENCHMARKS.md).
  const runs = envInt('BENCH_LIGHTHOUSE_RUNS', 5);
  const baselineRuns = envInt('BENCH_LIGHTHOUSE_BASELINE_RUNS', 1);
  say(formatLighthouse(await runLighthouse({ apiOrigin: api.origin, runs, baselineRuns, log: progress })).split('\n'));
} finally {
  await api.stop();
}

section('3. API at scale');
say(formatApiBench(await runApiBench({ log: progress })));

say(['', `Whole run: ${((Date.now() - started) / 60_000).toFixed(1)} min (budget 10 min)`]);

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const document = readFileSync('BENCHMARKS.md', 'utf8');
const [before, rest] = document.split(START);
const after = rest?.split(END)[1];
if (after === undefined) throw new Error(`BENCHMARKS.md lacks the ${START} … ${END} markers`);
writeFileSync('BENCHMARKS.md', `${before}${START}\n\`\`\`text\n${output.join('\n').trim()}\n\`\`\`\n${END}${after}`);
console.log('\nBENCHMARKS.md updated.');
