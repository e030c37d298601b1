import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres } from '../../api/src/test-support/postgres-server';
import { REPO_ROOT } from '@marathon/tools/site';

export interface PostgresApis {
  /** The database every process uses. */
  databaseUrl: string;
  ports: number[];
  /** The processes' ids, to read their CPU time and memory. */
  pids: number[];
  /** The PostgreSQL server's main process (its connections are its children). */
  databasePid: number;
  apiUrl(path: string, process?: number): string;
  stop(): Promise<void>;
}

/**
 * `count` processes of the built API on one throwaway PostgreSQL server with the full seed (the first one seeds it,
 * then the others join a prepared database, as a scaled-out deployment does), in the local mode like the bench site.
 */
export async function startPostgresApis(
  firstPort: number,
  count: number,
  /** Added to each process's environment; a function of the process's place for what differs (its metrics port). */
  env: NodeJS.ProcessEnv | ((index: number) => NodeJS.ProcessEnv) = {},
): Promise<PostgresApis> {
  const server = await startTestPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'marathon-bench-pg-'));
  const children: ChildProcess[] = [];
  const ports = Array.from({ length: count }, (_, i) => firstPort + i);
  const apiUrl = (path: string, index = 0) => `http://127.0.0.1:${ports[index % count]}${path}`;
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const [index, port] of ports.entries()) {
      // BENCH_API_NODE_ARGS: Node's options for the API processes (`--cpu-prof --cpu-prof-dir=…` to profile them);
      // BENCH_API_SERVER: another build of the API (an older commit's, for a before-and-after on the same load).
      const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
      const entry = process.env.BENCH_API_SERVER ?? join(REPO_ROOT, 'api/dist/server.js');
      const child = spawn(process.execPath, [...nodeArgs, entry], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          RACE_DATA_SEED: 'full',
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: server.url,
          LOG_LEVEL: 'error',
          RATE_LIMIT_PER_MINUTE: '100000000',
          ...(typeof env === 'function' ? env(index) : env),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      // Seeding the full data set on the first start takes minutes on a small machine: wait on the health check.
      const deadline = Date.now() + 15 * 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the API on port ${port} exited (${child.exitCode})`);
        const ready = await fetch(`http://127.0.0.1:${port}/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`the API on port ${port} was not ready within 15 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    databaseUrl: server.url,
    ports,
    pids: children.map((child) => child.pid ?? 0),
    databasePid: server.pid,
    apiUrl,
    stop,
  };
}

/** Distinct 2024 bibs with a result, read a page at a time through the results API. */
export async function finisherBibs(apiUrl: (path: string) => string, wanted: number): Promise<string[]> {
  const bibs: string[] = [];
  for (let page = 1; bibs.length < wanted; page += 1) {
    const response = await fetch(
      apiUrl(`/race-data/api/results?year=2024&item=half&page=${page}&pageSize=50`),
    );
    const body = (await response.json()) as { data: { rows: { bib: string; name: string }[] } | null };
    const rows = body.data?.rows ?? [];
    if (rows.length === 0) break;
    bibs.push(...rows.map((row) => row.bib));
  }
  return bibs.slice(0, wanted);
}
