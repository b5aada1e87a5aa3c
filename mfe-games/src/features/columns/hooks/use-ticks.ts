// A clock of 100 ms ticks that runs only while `running` (a pause stops it) and starts again from 0 when
// `resetKey` changes (a new round).
import { useEffect, useState } from 'react';
import { TICK_MS } from '../model/columns-timer';

export function useTicks(running: boolean, resetKey: unknown): number {
  const [ticks, setTicks] = useState(0);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setTicks(0);
  }
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTicks((n) => n + 1), TICK_MS);
    return () => clearInterval(id);
  }, [running]);
  return ticks;
}
