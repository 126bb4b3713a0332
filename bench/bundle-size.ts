import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { BASELINE_DIST } from './lib/apps';
import { kb, ratio, verdict } from './lib/format';

/**
 * Gzip sizes of a Vite build, from its manifest: the entry chunk (what index.html loads first), the
 * largest chunks, and the total JavaScript a route loads — the entry's static imports plus the
 * lazy modules that route asks for, each with its own static imports. Run after a build.
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BuildSizes {
  entry: number;
  /** Per language: what choosing it downloads beyond the English list route, and whether that route loads it. */
  languages: Record<string, { extra: number; loadedByDefault: boolean }>;
  routes: Record<string, number>;
  total: number;
  largest: { file: string; gzip: number }[];
  entryHoldsFrameworks: string[];
}

/** The messages bundle of each language: src/main.ts loads the chosen one only. */
export const LANGUAGE_CHUNKS: Record<string, string> = {
  en: 'src/i18n/en/index.ts',
  fr: 'src/i18n/fr/index.ts',
  ur: 'src/i18n/ur/index.ts',
};

/**
 * Our portal's routes, as the lazy modules each one loads after the entry (src/main.ts's chain), in
 * English. The login page is drawn by the entry itself (src/bootstrap/login), with its strings.
 */
export const PORTAL_ROUTES: Record<string, string[]> = {
  login: [],
  'shipments list': [
    'src/root.tsx',
    'src/App.tsx',
    'src/SignedInApp.tsx',
    'src/resources/shipments/ShipmentList.tsx',
    LANGUAGE_CHUNKS.en,
  ],
};

export function measureBuild(dist: string, routes: Record<string, string[]>): BuildSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipCache.get(file)!;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`No entry in ${dist}/.vite/manifest.json`);

  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of ${dist}: did the route's module move?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  const filesOf = (lazyModules: string[]) => {
    const files = new Set<string>();
    for (const key of [entryKey, ...lazyModules]) collect(key, files);
    return files;
  };
  const routeTotals = Object.fromEntries(
    Object.entries(routes).map(([name, lazyModules]) => [
      name,
      [...filesOf(lazyModules)].reduce((sum, file) => sum + gz(file), 0),
    ]),
  );
  // The signed-in app loads the chosen language's bundle; the login page carries only its own strings.
  const listFiles = routes['shipments list'] ? filesOf(routes['shipments list']) : new Set<string>();
  const languages = Object.fromEntries(
    Object.entries(LANGUAGE_CHUNKS)
      .filter(([, key]) => manifest[key])
      .map(([code, key]) => {
        const own = new Set<string>();
        collect(key, own);
        const extra = [...own].filter((file) => !listFiles.has(file));
        return [
          code,
          {
            extra: extra.reduce((sum, file) => sum + gz(file), 0),
            loadedByDefault: listFiles.has(manifest[key].file),
          },
        ];
      }),
  );
  const assets = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
  const largest = assets
    .map((name) => ({ file: name, gzip: gz(join('assets', name)) }))
    .sort((a, b) => b.gzip - a.gzip);
  // The entry and the files it imports statically (index.html preloads them): what every page runs first.
  const entryFiles = filesOf([]);
  const entrySource = [...entryFiles].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  return {
    entry: [...entryFiles].reduce((sum, file) => sum + gz(file), 0),
    languages,
    routes: routeTotals,
    total: largest.reduce((sum, row) => sum + row.gzip, 0),
    largest: largest.slice(0, 6),
    entryHoldsFrameworks: ['react-dom', '@mui/material', 'react-admin', '@sentry'].filter((lib) =>
      entrySource.includes(`node_modules/${lib}`),
    ),
  };
}

export const BUNDLE_TARGETS = { entry: 40 * 1024, login: 350 * 1024 };

/** Ours beside the bare react-admin app (when built), as lines to print; `met` is false when a target is missed. */
export function bundleReport(dist = 'dist', baselineDist = BASELINE_DIST): { lines: string[]; met: boolean } {
  const ours = measureBuild(dist, PORTAL_ROUTES);
  const baseline = existsSync(join(baselineDist, '.vite', 'manifest.json'))
    ? measureBuild(baselineDist, { login: [], 'shipments list': [] })
    : undefined;
  const beside = (value: number | undefined) => (value === undefined ? 'not built' : kb(value));
  const lines = ['Bundle, gzip (the bare react-admin app is one chunk: every route loads all of it)'];
  lines.push(`  ${'what'.padEnd(30)} ${'ours'.padStart(10)} ${'bare RA'.padStart(10)} ${'ratio'.padStart(7)}  target`);
  const row = (name: string, mine: number, theirs: number | undefined, target?: number) =>
    lines.push(
      `  ${name.padEnd(30)} ${kb(mine).padStart(10)} ${beside(theirs).padStart(10)} ${ratio(mine, theirs).padStart(7)}  ${target ? `≤ ${kb(target)} ${verdict(mine <= target)}` : ''}`,
    );
  row('entry and its imports', ours.entry, baseline?.entry, BUNDLE_TARGETS.entry);
  row('login route, all JS+CSS', ours.routes.login, baseline?.routes.login, BUNDLE_TARGETS.login);
  row('shipments list route', ours.routes['shipments list'], baseline?.routes['shipments list']);
  row('every chunk together', ours.total, baseline?.total);
  lines.push(`  largest chunks: ${ours.largest.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ')}`);
  lines.push(
    `  entry holds React, react-admin, MUI or Sentry code: ${ours.entryHoldsFrameworks.join(', ') || 'none'} ${verdict(!ours.entryHoldsFrameworks.length)}`,
  );
  const others = Object.entries(ours.languages).filter(([code]) => code !== 'en');
  const onlyChosen = ours.languages.en?.loadedByDefault === true && others.every(([, l]) => !l.loadedByDefault);
  lines.push(
    `  languages: the English list loads English only ${verdict(onlyChosen)}; choosing one adds ${others.map(([code, l]) => `${code} ${kb(l.extra)}`).join(', ')} (lazy chunks)`,
  );
  return {
    lines,
    met:
      ours.entry <= BUNDLE_TARGETS.entry &&
      ours.routes.login <= BUNDLE_TARGETS.login &&
      !ours.entryHoldsFrameworks.length &&
      onlyChosen,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, met } = bundleReport(process.env.DIST_DIR ?? 'dist');
  console.log(lines.join('\n'));
  if (!met) process.exitCode = 1;
}
