// CPU time of a process and of its descendants (the API started by api-server.mjs and the embedded PostgreSQL it
// runs), from /proc: what each costs the machine, which a profile's self times (sampled by the wall clock, so a
// process descheduled inside a syscall still counts) do not show. Linux only; elsewhere `null`.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this project runs on

/** CPU seconds (user + system) of the process `rootPid` (`main`) and of all its descendants together (`others`). */
export function treeCpu(rootPid) {
  let names;
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const processes = new Map(); // pid -> { ppid, seconds }
  for (const name of names) {
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp ... utime (12th) stime (13th).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(name), {
        ppid: Number(fields[1]),
        seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      });
    } catch {
      // ended meanwhile
    }
  }
  if (!processes.has(rootPid)) return null;
  const descends = (pid) => {
    for (let p = processes.get(pid)?.ppid; p !== undefined && p > 1; p = processes.get(p)?.ppid)
      if (p === rootPid) return true;
    return false;
  };
  let others = 0;
  for (const [pid, { seconds }] of processes) if (descends(pid)) others += seconds;
  return { main: processes.get(rootPid).seconds, others };
}
