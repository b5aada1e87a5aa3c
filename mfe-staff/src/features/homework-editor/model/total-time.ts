// The shown total time (spec 002 section 9: "Shown total time: speed x repeat x length"), as minutes and seconds.

/** Whole minutes and the seconds left (one decimal). */
export function splitSeconds(total: number): { minutes: number; seconds: number } {
  const tenths = Math.round(total * 10);
  const minutes = Math.floor(tenths / 600);
  return { minutes, seconds: (tenths - minutes * 600) / 10 };
}
