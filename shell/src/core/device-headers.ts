// The Device (operating system, version, platform type) and Fingerprint (hash of browser traits) headers.

export function deviceHeader(userAgent: string, touch: boolean): string {
  const patterns: [RegExp, string][] = [
    [/Windows NT ([\d.]+)/, 'Windows'],
    [/Android ([\d.]+)/, 'Android'],
    [/(?:iPhone|CPU) OS ([\d_]+)/, 'iOS'],
    [/Mac OS X ([\d_.]+)/, 'macOS'],
    [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  const mobile = /Mobi|Android|iPhone|iPad/.test(userAgent) || touch;
  for (const [pattern, os] of patterns) {
    const match = userAgent.match(pattern);
    if (match) return `${os}; ${(match[1] ?? '').replace(/_/g, '.') || 'unknown'}; ${mobile ? 'mobile-web' : 'web'}`;
  }
  return `unknown; unknown; ${mobile ? 'mobile-web' : 'web'}`;
}

/** cyrb53: a fast, well-spread 53-bit string hash. */
export function hash53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export function browserTraits(): string {
  const nav = window.navigator as Navigator & { deviceMemory?: number };
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.platform,
    nav.hardwareConcurrency,
    nav.deviceMemory ?? '',
    `${window.screen.width}x${window.screen.height}x${window.screen.colorDepth}`,
    // The clock's offset rather than the zone's name: reading the name starts the browser's ICU data (about 40 ms
    // of the main thread, 150 at a phone's speed, issue 15) on pages that format nothing; the server only stores
    // the hash at sign-in.
    new Date().getTimezoneOffset(),
    'ontouchstart' in window,
  ].join('|');
}

/** The Device and Fingerprint headers of every signed-in API call of this browser (the interceptors' and the entry's). */
export function deviceHeaders(): { Device: string; Fingerprint: string } {
  return { Device: deviceHeader(navigator.userAgent, 'ontouchstart' in window), Fingerprint: hash53(browserTraits()) };
}
