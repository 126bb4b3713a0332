import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
export { freePort } from '../../scripts/freePort';

/** CPU time (user + system) a process has used so far, in seconds; 0 once it is gone. */
export function cpuSeconds(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** The process and all its descendants (an API running WORKERS forks them). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      children = children.concat(
        readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

/** CPU seconds spent between two per-process snapshots; a process started in between counts from zero. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>) {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

export interface Child {
  pid: number;
  /** Peak resident set size so far (VmHWM of /proc/<pid>/status), in MB; with its descendants, their sum. */
  peakRssMb(): number;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  stop(): Promise<void>;
  exited(): boolean;
}

function vmHwmMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * Runs `node <args>` (its pid is the server's own, so its VmHWM is the server's peak RSS; with
 * WORKERS, its forks' are added), with its output in `logFile`. TypeScript entries are run with `--import tsx`.
 */
export function startNode(args: string[], env: NodeJS.ProcessEnv, logFile: string): Child {
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void done.then(() => {
    exited = true;
  });
  if (!child.pid) throw new Error(`Could not start node ${args.join(' ')}`);
  const pid = child.pid;
  return {
    pid,
    peakRssMb: () => processTree(pid).reduce((sum, each) => sum + vmHwmMb(each), 0),
    exited: () => exited,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([done.then(() => true), sleep(5000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await done;
      }
    },
  };
}

/** Polls `url` until it answers 2xx; fails early when the child dies, with its log's tail. */
export async function waitUntilServing(
  url: string,
  child: Child,
  logFile: string,
  init: RequestInit = {},
  timeoutMs = 120_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited()) break;
    try {
      const response = await fetch(url, init);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(
    `${url} did not come up (${child.exited() ? 'process exited' : 'timed out'}); log ${logFile}:\n${tail}`,
  );
}
