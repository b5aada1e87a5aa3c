import { useTranslation } from '@abacus/shared/i18n-react';
import { language$ } from '../bus/bus';
import { useObservable } from '../bus/use-observable';
import { setLanguage } from '../i18n/i18n';
import { LANGUAGES, NATIVE_NAMES, type Language } from '../i18n/languages';
import { region$ } from '../region/region-store';

/** Compact dropdown (landing, staff header). Disabled where the host forces a language. */
export function LanguageSelect() {
  const { t } = useTranslation('common');
  const lang = useObservable(language$);
  const region = useObservable(region$);
  return (
    <select
      className="ui-lang-select"
      aria-label={t('language.choose')}
      value={lang}
      disabled={Boolean(region?.forcedLanguage)}
      title={region?.forcedLanguage ? t('language.forced', { language: NATIVE_NAMES[lang] }) : undefined}
      onChange={(e) => void setLanguage(e.target.value as Language)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {NATIVE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}

/** Grid of the 12 languages, for the student sidebar's language modal. */
export function LanguageGrid({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation('common');
  const lang = useObservable(language$);
  const region = useObservable(region$);
  return (
    <>
      {/* Why the other eleven are greyed out (a visitor of the Polish host was not told). */}
      {region?.forcedLanguage && (
        <p className="ui-lang-forced" data-testid="language-forced">
          {t('language.forced', { language: NATIVE_NAMES[lang] })}
        </p>
      )}
      <div className="ui-lang-grid">
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code === 'ua' ? 'uk' : code}
            aria-pressed={code === lang}
            disabled={Boolean(region?.forcedLanguage) && code !== lang}
            onClick={() => void setLanguage(code).then(() => onChosen?.())}
          >
            {NATIVE_NAMES[code]}
          </button>
        ))}
      </div>
    </>
  );
}
