/** What this reads of a CDP Profiler.Profile. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Self time of a sampled CPU profile, by script and by function, and total time by function (its own
 * and what it called: where a cost like styling or theme creation starts), the top `count` of each, as text lines.
 */
export function summariseProfile(profile: Profile, origin: string, count = 20): string[] {
  const nodes = new Map<number, CallFrame>(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const withCallees = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const nameOf = (frame: CallFrame) =>
    `${frame.functionName || '(anonymous)'} ${frame.url.replace(origin, '')}:${frame.lineNumber}`;
  (profile.samples ?? []).forEach((id: number, index: number) => {
    const frame = nodes.get(id);
    if (!frame) return;
    const ms = (profile.timeDeltas?.[index] ?? 0) / 1000;
    const script = frame.url.replace(origin, '') || '(V8 and the browser: parsing, compiling, layout, idle)';
    add(byScript, script, ms);
    add(byFunction, nameOf(frame), ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const caller = nodes.get(at);
      if (caller?.url) onStack.add(nameOf(caller));
    }
    for (const name of onStack) add(withCallees, name, ms);
  });
  const top = (map: Map<string, number>, length = count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, length)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  return [
    'CPU self time by script:',
    ...top(byScript),
    'CPU self time by function:',
    ...top(byFunction),
    'CPU total time by function (with what it calls):',
    ...top(withCallees, count * 6),
  ];
}
