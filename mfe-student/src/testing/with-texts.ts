// Component tests render with the real English texts: common, the remote's own and every feature's.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import studentTexts from '../locales/en.json';

export function loadEnglishTexts(): void {
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'student', studentTexts, true, true);
  const features = join(__dirname, '../features');
  for (const feature of readdirSync(features)) {
    const file = join(features, feature, 'locales/en.json');
    if (existsSync(file)) i18n.addResourceBundle('en', 'student', JSON.parse(readFileSync(file, 'utf8')), true, true);
  }
}
