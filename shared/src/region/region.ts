// Region by host, from deploy/regions.json (served at /config/regions.json): not code.
import { isLanguage, type Language } from '../i18n/languages';

export interface RegionSettings {
  olympiadUrl: string;
  forcedLanguage: Language | null;
  phoneCountry: string;
  suggestPolishPlatform: boolean;
  polishPlatformHost: string;
}
export interface RegionRule extends Partial<RegionSettings> {
  name: string;
  hostPattern: string;
}
export interface RegionConfig {
  default: RegionSettings;
  rules: RegionRule[];
}
export interface Region extends RegionSettings {
  name: string;
  /** Absolute URL of the Polish platform for this host, or null when we are on it. */
  polishPlatformUrl: string | null;
}

/** `host` includes the port, as location.host does. */
export function resolveRegion(config: RegionConfig, host: string, protocol = 'https:'): Region {
  const hostname = host.split(':')[0];
  const rule = config.rules.find((r) => new RegExp(r.hostPattern, 'i').test(hostname));
  const { name = 'default', hostPattern: _ignored, ...overrides } = rule ?? ({} as Partial<RegionRule>);
  const settings: RegionSettings = { ...config.default, ...overrides };
  const forcedLanguage = isLanguage(settings.forcedLanguage) ? settings.forcedLanguage : null;
  const polishPlatformUrl =
    rule && forcedLanguage === 'pl' ? null : `${protocol}//${settings.polishPlatformHost.replace('{host}', host)}/`;
  return { ...settings, forcedLanguage, name, polishPlatformUrl };
}

/** Visitors whose language is Polish or whose geo-lookup country is Poland (spec 000 "Landing extras"). */
export const shouldSuggestPolish = (region: Region, lang: Language, country: string | null | undefined) =>
  region.suggestPolishPlatform && region.polishPlatformUrl !== null && (lang === 'pl' || country === 'PL');
