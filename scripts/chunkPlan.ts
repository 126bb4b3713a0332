import type { Plugin, Rollup } from 'vite';

/**
 * How the signed-in app is cut into files. Left to itself the bundler made ~290 chunks and a
 * signed-in reload of the shipments list fetched ~100 of them, six at a time over HTTP/1.1
 * (BENCHMARKS.md). Here the list route is about a dozen:
 * - `early`: what the entry runs before React to ask for the first screen's data (earlyAnswers);
 * - `framework`: React, react-admin, MUI, emotion, react-query, the router and the other libraries
 *   every screen shares — one long-cached file the login page (drawn by the entry) never loads;
 * - `mui-x`, `grid`, `pickers`, `charts`: MUI X, each loaded only by the screens that show one;
 * - `app`: our own code that two or more screens use (layout, providers, shared components);
 * - `forms`: our own code that only record pages and forms share (a resource's inputs used by its
 *   create and edit pages, the rules those build at load): no list and not the layout reaches it, so
 *   a list's first load neither fetches nor runs it;
 * - each screen's own code stays in its own chunk, as the bundler cuts it.
 * Nothing the entry imports statically is moved: the entry stays small and framework-free.
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Libraries only some screens use: they stay out of the framework file. */
const NOT_FRAMEWORK =
  /[\\/]node_modules[\\/](@mui[\\/]x-|d3-|internmap|flatqueue|@sentry|@react-google-maps|@googlemaps|@fontsource|papaparse|date-fns[\\/]locale[\\/](?!en-|_lib))/;
/** MUI X's translations stay with the language that uses them: a French phone must not fetch the grid. */
const LIBRARY_GROUPS = [
  { name: 'mui-x', test: /[\\/]node_modules[\\/](@mui[\\/]x-(internals|virtualizer|license|telemetry)|reselect)[\\/]/ },
  { name: 'grid', test: /[\\/]node_modules[\\/]@mui[\\/]x-data-grid[\\/](?!locales|utils[\\/]getGridLocalization)/ },
  { name: 'pickers', test: /[\\/]node_modules[\\/]@mui[\\/]x-date-pickers[\\/](?!locales)/ },
  { name: 'charts', test: /[\\/]node_modules[\\/](@mui[\\/]x-charts|d3-[^\\/]+)[\\/]/ },
];
const OWN_SHARED = /[\\/]src[\\/]|[\\/]node_modules[\\/](@mui[\\/]icons-material|papaparse)[\\/]/;
/** Libraries big enough that only the screens showing them may load them. */
const HEAVY =
  /[\\/]node_modules[\\/](@mui[\\/]x-(data-grid|date-pickers|charts)|@sentry|@react-google-maps|@fontsource)[\\/]/;
/** What a list's first load runs: the signed-in app, a list screen, the grid, a language. */
const LIST_LOAD =
  /[\\/]src[\\/](App\.tsx|SignedInApp\.tsx|resources[\\/][^\\/]+[\\/][^\\/]+List\.tsx|components[\\/]grid[\\/]DesktopGrid\.tsx|i18n[\\/][a-z]+[\\/]index\.ts)$/;
/** What the entry starts before React: the first screen's reads must not wait for the framework. */
const EARLY_READS = /[\\/]src[\\/]bootstrap[\\/]earlyAnswers\.ts$/;

type ModuleGraph = Pick<Rollup.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

function staticClosure(graph: ModuleGraph, from: string) {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

/** Every module that imports, directly or through others, one matching `test`. */
function importersOf(graph: ModuleGraph, test: RegExp) {
  const found = new Set<string>();
  const climb = (id: string) => {
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      if (found.has(importer)) continue;
      found.add(importer);
      climb(importer);
    }
  };
  for (const id of graph.getModuleIds()) if (test.test(id)) climb(id);
  return found;
}

export function chunkPlan(): Plugin {
  /** The modules the entry imports statically (its own chunk): no group may take one. */
  let initial = new Set<string>();
  /** The entry itself (index.html and the module it names): it stays the entry chunk. */
  let entryModules = new Set<string>();
  let early = new Set<string>();
  /** Our modules that reach a heavy library: were they shared, every screen would load it. */
  let needsHeavy = new Set<string>();
  /** How many lazily loaded modules (screens, the app, the layout) reach each module statically. */
  const reachedBy = new Map<string, number>();
  /** What a list's first load reaches statically (LIST_LOAD). */
  let listLoad = new Set<string>();
  const free = (id: string) => !initial.has(id) && !early.has(id);
  const ownShared = (id: string) =>
    OWN_SHARED.test(id) && free(id) && !needsHeavy.has(id) && (reachedBy.get(id) ?? 0) >= 2;
  const formsOnly = (id: string) => ownShared(id) && !listLoad.has(id);
  return {
    name: 'freight:chunk-plan',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      initial = entry ? staticClosure(this, entry) : new Set();
      entryModules = new Set(entry ? [entry, ...(this.getModuleInfo(entry)?.importedIds ?? [])] : []);
      const earlyReads = ids.find((id) => EARLY_READS.test(id));
      early = new Set(earlyReads ? [...staticClosure(this, earlyReads)].filter((id) => !initial.has(id)) : []);
      needsHeavy = importersOf(this, HEAVY);
      // Counted here rather than by the bundler's minShareCount, so that everything an `app` module
      // imports is in `app` too and two chunks never import each other.
      reachedBy.clear();
      for (const id of ids)
        if (this.getModuleInfo(id)?.dynamicImporters.length)
          for (const reached of staticClosure(this, id)) reachedBy.set(reached, (reachedBy.get(reached) ?? 0) + 1);
      listLoad = new Set(ids.filter((id) => LIST_LOAD.test(id)).flatMap((id) => [...staticClosure(this, id)]));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          // Each group takes exactly what its test names; what the groups leave is cut as usual.
          includeDependenciesRecursively: false,
          groups: [
            // The entry's own imports, which the bundler would otherwise cut into a file each (they are
            // shared with the screens): one file beside the entry.
            { name: 'boot', test: (id: string) => initial.has(id) && !entryModules.has(id), priority: 50 },
            { name: 'early', test: (id: string) => early.has(id), priority: 40 },
            {
              name: 'framework',
              test: (id: string) => NODE_MODULES.test(id) && !NOT_FRAMEWORK.test(id) && free(id),
              priority: 30,
            },
            ...LIBRARY_GROUPS.map(({ name, test }) => ({
              name,
              test: (id: string) => test.test(id) && free(id),
              priority: 20,
            })),
            { name: 'forms', test: formsOnly, priority: 15 },
            { name: 'app', test: ownShared, priority: 10 },
          ],
        },
      };
    },
  };
}
