import { isIP } from 'node:net';

type GeoipModule = { lookup(ip: string): { country?: string } | null };

let loading: Promise<GeoipModule> | null = null;

/** geoip-lite reads ~150 MB of data when imported: load it on first use only. */
function geoip(): Promise<GeoipModule> {
  loading ??= import('geoip-lite').then((m) => ((m as { default?: GeoipModule }).default ?? m) as GeoipModule);
  return loading;
}

/** ISO country code ("PL") for a public IP address, or null (private, unknown or not an address). */
export async function countryOf(address: string | undefined | null): Promise<string | null> {
  if (!address) return null;
  let ip = address.trim();
  if (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  if (!isIP(ip)) return null;
  const hit = (await geoip()).lookup(ip);
  return hit?.country && /^[A-Z]{2}$/.test(hit.country) ? hit.country : null;
}
