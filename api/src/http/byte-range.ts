export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=...` against a file of `size` bytes (videos need it: browsers seek with ranges, Safari plays
 * nothing without them). null = no usable Range header (send the whole file); 'unsatisfiable' = answer 416.
 * Several ranges at once are answered with the whole file, which RFC 9110 allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // suffix: the last N bytes
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] !== '' && Number(m[2]) < start) return null; // invalid syntax: ignored (RFC 9110 14.2)
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
