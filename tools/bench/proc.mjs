// What the rows read of running processes from Linux's /proc: memory and CPU time, of the server and of the
// embedded bench PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Linux's clock ticks per second, in which /proc reports CPU time.
const CLOCK_TICKS = 100;

/** /proc/<pid>/stat's fields from the state on (index 0 is field 3), or null when the process is gone. */
export function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The RSS of process `pid` in MB (VmRSS), or null when it is gone. */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user and system) that process `pid` has used so far; 0 once it is gone. */
export function cpuSeconds(pid) {
  const fields = procStat(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : 0;
}

/**
 * CPU seconds the embedded bench PostgreSQL has used so far: its postmaster, its live processes (the pool's
 * backends) and those that have exited; null with an external database (BENCH_DATABASE_URL), not ours to read.
 */
export function benchPostgresCpuSeconds(database) {
  if (database.kind !== 'embedded') return null;
  const postmaster = Number(readFileSync(join(database.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const own = procStat(postmaster);
  if (!own) return null;
  // Exited children's time is in the postmaster's cutime and cstime.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = procStat(name);
    if (fields && Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}
