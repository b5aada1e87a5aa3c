// The admin kit's texts: their own namespace 'admin', in src/locales/<lang>.json, loaded by the remote that uses
// the kit before its first list renders.
import { type Language, useNamespace } from '@abacus/shared';

export const ADMIN_NAMESPACE = 'admin';

export const loadAdminTexts = (lang: Language) => import(`../locales/${lang}.json`);

/** True once the kit's texts of the current language are there. */
export const useAdminTexts = () => useNamespace(ADMIN_NAMESPACE, loadAdminTexts);
