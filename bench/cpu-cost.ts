// CPU time per request, read from /proc: the server process (with PGlite, its database thread
// too) and every PostgreSQL process. Unlike req/s, CPU time moves little when other work shares
// the machine, so it says where a request's cost lies whatever the load (Linux only).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU milliseconds a process has used so far; 0 once it has gone. */
export function processCpuMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by every process named postgres (server and backends). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        total += processCpuMs(entry);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

export interface CpuCost {
  /** Server process CPU ms per request. */
  server: number;
  /** PostgreSQL CPU ms per request (0 with PGlite, whose cost is in `server`). */
  database: number;
}

/**
 * Sends `requests` requests (10 at a time, after 200 to warm up) and divides the CPU time the
 * server and PostgreSQL used meanwhile by their number. Backends that connect or quit during the
 * run are not counted whole: the pool keeps its connections open, so there are none.
 */
export async function cpuCostPerRequest(
  url: string,
  serverPid: number,
  requests = 3000,
): Promise<CpuCost> {
  await autocannon({ url, connections: 10, amount: 200 });
  const server0 = processCpuMs(serverPid);
  const database0 = postgresCpuMs();
  await autocannon({ url, connections: 10, amount: requests });
  return {
    server: (processCpuMs(serverPid) - server0) / requests,
    database: (postgresCpuMs() - database0) / requests,
  };
}
