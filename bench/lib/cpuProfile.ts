/** What this reads of a CDP Profiler.Profile. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time of a sampled CPU profile, by script and by function (the top `count` of each), as text lines. */
export function summariseProfile(profile: Profile, origin: string, count = 20): string[] {
  const nodes = new Map<number, CallFrame>(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  (profile.samples ?? []).forEach((id: number, index: number) => {
    const frame = nodes.get(id);
    if (!frame) return;
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
    const script = frame.url.replace(origin, '') || '(V8 and the browser: parsing, compiling, layout, idle)';
    add(byScript, script, ms);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${frame.url.replace(origin, '')}:${frame.lineNumber}`, ms);
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  return ['CPU self time by script:', ...top(byScript), 'CPU self time by function:', ...top(byFunction)];
}
