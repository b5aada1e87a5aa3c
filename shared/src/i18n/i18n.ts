// One i18next instance for the whole composed app; each remote adds its own namespace.
import i18next from 'i18next';
import { initReactI18next } from '@abacus/shared/i18n-react';
import { language$ } from '../bus/bus';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, RTL_LANGUAGES, type Language } from './languages';

export type Bundle = Record<string, unknown>;
export type BundleLoader = (lang: Language) => Promise<Bundle | { default: Bundle }>;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

const loaders = new Map<string, BundleLoader>();

async function ensureBundle(ns: string, lang: Language): Promise<void> {
  const load = loaders.get(ns);
  if (!load) return;
  const langs: Language[] = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  await Promise.all(
    langs
      .filter((l) => !i18n.hasResourceBundle(l, ns))
      .map(async (l) => {
        const mod = await load(l);
        const bundle = ('default' in mod ? mod.default : mod) as Bundle;
        i18n.addResourceBundle(l, ns, bundle, true, true);
      }),
  );
}

/** A remote registers its namespace once; the texts of the current language are loaded before it resolves. */
export async function registerNamespace(ns: string, load: BundleLoader): Promise<void> {
  loaders.set(ns, load);
  await ensureBundle(ns, i18n.language as Language);
}

const applyDocument = (lang: Language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang === 'ua' ? 'uk' : lang;
  document.documentElement.dir = RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr';
};

/** Loads every registered namespace for `lang`, then switches; the choice is remembered. */
export async function setLanguage(lang: Language, { remember = true } = {}): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => ensureBundle(ns, lang)));
  await i18n.changeLanguage(lang);
  applyDocument(lang);
  if (remember && typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  language$.next(lang);
}
