// Region by host (deploy/regions.json) and the first interface language.
import {
  LANGUAGE_STORAGE_KEY,
  pickLanguage,
  region$,
  registerCommonNamespace,
  resolveRegion,
  setLanguage,
} from '@abacus/shared';
import { firstRegionConfig } from './first-requests';

export async function bootstrapRegion(): Promise<void> {
  const config = await firstRegionConfig();
  region$.next(resolveRegion(config, window.location.host, window.location.protocol));
}

export async function bootstrapLanguage(): Promise<void> {
  const query = new URLSearchParams(window.location.search).get('lang');
  const lang = pickLanguage({
    forced: region$.getValue()?.forcedLanguage,
    query,
    stored: localStorage.getItem(LANGUAGE_STORAGE_KEY),
    browser: navigator.languages ?? [navigator.language],
  });
  await registerCommonNamespace();
  await setLanguage(lang, { remember: Boolean(query) });
}
