// Component tests render with the real English texts of the public and common namespaces.
import { i18n } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import publicTexts from '../locales/en.json';

export function loadEnglishTexts(): void {
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'public', publicTexts, true, true);
}
