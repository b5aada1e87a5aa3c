/** The compressions the site is built with (shared/webpack/build-config.cjs writes `name.br` and `name.gz`). */
export type SiteEncoding = 'br' | 'gzip';

export const ENCODING_SUFFIX: Record<SiteEncoding, string> = { br: '.br', gzip: '.gz' };

/** Files the build writes compressed copies of: keep equal to COMPRESSIBLE in shared/webpack/build-config.cjs. */
export const COMPRESSIBLE_FILE = /\.(js|css|html|json|svg)$/i;

/**
 * The encodings an Accept-Encoding header allows, best first (brotli is smaller, so it wins over gzip whatever the
 * client's order); `q=0` refuses one, `*` stands for those not named. No header, no compression.
 */
export function acceptedEncodings(header: string | undefined): SiteEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allowed);
}
