import type { Language } from './languages';
import { registerNamespace } from './i18n';

/** The texts of the shell and the shared UI kit. */
export const registerCommonNamespace = () =>
  registerNamespace('common', (lang: Language) => import(`./locales/${lang}.json`));
