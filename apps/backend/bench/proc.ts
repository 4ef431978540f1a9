import { readFileSync, writeFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (Linux): now (`VmRSS`) or its high-water mark (`VmHWM`). */
export function residentMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return Number.NaN; // the process is gone
  }
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU time (user + system) the process has used so far, in ms (Linux clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts a new high-water mark (`VmHWM`) at the present resident memory (Linux `clear_refs`). */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
