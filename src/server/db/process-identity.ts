import fs from 'node:fs';

/**
 * Who a pid is, so a pid written in a lock file is not mistaken for its owner once the
 * system gave that number to another process (after a kill -9 and a restart, small pids come
 * back quickly, in containers above all). On Linux: the process's start time, in clock ticks
 * since boot (field 22 of /proc/<pid>/stat), and its command line; elsewhere nothing is
 * known beyond liveness.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The process's command line, or null where /proc is not there (or the process is gone). */
export function processCommand(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
