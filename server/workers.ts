import cluster from 'node:cluster';

/**
 * WORKERS > 1: this (primary) process forks that many copies of the API on the same port (node:cluster
 * hands each new connection to one of them). They share nothing but PostgreSQL, exactly like instances
 * behind a load balancer (README), so PGlite, which one process owns, is refused. A worker that dies
 * is replaced; SIGINT/SIGTERM stop them all.
 */
export function isClusterPrimary(workers: number, databaseUrl: string | undefined) {
  if (workers <= 1 || !cluster.isPrimary) return false;
  if (!databaseUrl) throw new Error('WORKERS > 1 needs DATABASE_URL: embedded PGlite is owned by one process');
  return true;
}

export async function runWorkers(workers: number, onAllListening: () => void) {
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) onAllListening();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`API worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      cluster.disconnect(() => process.exit(0));
    });
  }
  for (let i = 0; i < workers; i += 1) fork();
}

export const isClusterWorker = () => cluster.isWorker;
