import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/*
 * Where a load's time goes: the CPU each process of ours spent over a run (from /proc, Linux only), beside the
 * whole machine's, so a bench can say whether the load generator, the shell's server, the API or PostgreSQL ate
 * the cores, and how much went to processes that are not ours (others sharing the machine).
 */

/** The kernel's clock ticks a second (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** A process's user + system time in ticks; 0 when it is gone or /proc is missing. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The direct children of a process (a PostgreSQL server's backends and helpers are its postmaster's). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return children;
}

/** The PostgreSQL server (postmaster) listening on a port, found by its command line. */
export function postmasterOn(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const at = args.indexOf('-p');
      if (args[0]?.endsWith('postgres') && at >= 0 && args[at + 1] === String(port)) return Number(entry);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return null;
}

/** All CPUs' busy ticks (everything but idle and iowait). */
function machineBusyTicks(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...values] = line.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return ticks.reduce((sum, value) => sum + value, 0) - idle;
}

/** A process to account for; with `withChildren`, its children's time counts as its own (PostgreSQL's backends). */
export interface Watched {
  label: string;
  pid: number;
  withChildren?: boolean;
}

/** Backends come and go during a run: each one's ticks are kept at the last reading it was seen in. */
class Account {
  private readonly start = new Map<number, number>();
  private readonly last = new Map<number, number>();

  constructor(private readonly watched: Watched) {
    for (const pid of this.pids()) this.start.set(pid, processTicks(pid));
  }

  private pids(): number[] {
    return this.watched.withChildren
      ? [this.watched.pid, ...childrenOf(this.watched.pid)]
      : [this.watched.pid];
  }

  sample(): void {
    for (const pid of this.pids()) {
      const ticks = processTicks(pid);
      if (ticks > 0) this.last.set(pid, ticks);
    }
  }

  ticks(): number {
    let sum = 0;
    for (const [pid, ticks] of this.last) sum += ticks - (this.start.get(pid) ?? 0);
    return sum;
  }
}

export interface CpuShares {
  /** Stops sampling and returns each process's and the machine's use, in cores (1 = one core busy all along). */
  stop(): { seconds: number; cores: number; machine: number; processes: { label: string; cores: number }[] };
}

/** Starts accounting: reads each watched process every second (short-lived backends are caught) until stop(). */
export function watchCpu(watched: Watched[]): CpuShares {
  const started = Date.now();
  const machineStart = machineBusyTicks();
  const accounts = watched.map((w) => ({ label: w.label, account: new Account(w) }));
  const sampleAll = () => accounts.forEach(({ account }) => account.sample());
  const timer = setInterval(sampleAll, 1_000);
  return {
    stop() {
      clearInterval(timer);
      sampleAll();
      const seconds = (Date.now() - started) / 1000;
      const perSecond = TICKS_PER_SECOND * seconds;
      return {
        seconds,
        cores: cpus().length,
        machine: (machineBusyTicks() - machineStart) / perSecond,
        processes: accounts.map(({ label, account }) => ({ label, cores: account.ticks() / perSecond })),
      };
    },
  };
}

/** The shares as lines for a bench's output, with what the machine spent beyond the watched processes. */
export function cpuLines(shares: ReturnType<CpuShares['stop']>): string[] {
  const ours = shares.processes.reduce((sum, p) => sum + p.cores, 0);
  const pct = (cores: number) => `${((100 * cores) / shares.cores).toFixed(0).padStart(3)} %`;
  return [
    `  CPU over ${shares.seconds.toFixed(0)} s (share of the machine's ${shares.cores} cores):`,
    ...shares.processes.map((p) => `    ${p.label.padEnd(34)} ${pct(p.cores)}`),
    `    ${'other processes on the machine'.padEnd(34)} ${pct(Math.max(0, shares.machine - ours))}`,
    `    ${'machine busy'.padEnd(34)} ${pct(shares.machine)}`,
  ];
}
