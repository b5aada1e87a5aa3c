// The language tabs of the 12-language editors (lessons, static pages): the tabs, and the language-switcher modal
// (spec 002 "Static pages") that moves to a language in one tap where the 12 tabs wrap over several lines.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Tabs } from '@abacus/admin-kit';
import { dataLanguage, LANGUAGES, type Language, Modal, NATIVE_NAMES } from '@abacus/shared';
import './language-tabs.css';

interface Props {
  active: Language;
  onChange: (lang: Language) => void;
  /** The tab's text; default the language's own name. */
  tabLabel?: (lang: Language) => string;
}

export function LanguageTabs({ active, onChange, tabLabel = (l) => NATIVE_NAMES[l] }: Props) {
  const { t } = useTranslation('staff');
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="language-tabs">
      <button type="button" className="ui-btn ui-btn--ghost language-tabs__switch" onClick={() => setChoosing(true)}>
        {t('languageTabs.language', { language: NATIVE_NAMES[active] })}
      </button>
      <Tabs
        tabs={LANGUAGES.map((l) => ({ key: l, label: tabLabel(l) }))}
        active={active}
        onChange={(key) => onChange(key as Language)}
        label={t('languageTabs.languages')}
      />
      {choosing && (
        <Modal title={t('languageTabs.choose')} onClose={() => setChoosing(false)} testId="language-switch-dialog">
          <div className="language-tabs__grid">
            {LANGUAGES.map((l) => (
              <button
                key={l}
                type="button"
                className="ui-btn ui-btn--ghost"
                lang={dataLanguage(l)}
                aria-pressed={l === active}
                onClick={() => {
                  onChange(l);
                  setChoosing(false);
                }}
              >
                {tabLabel(l)}
              </button>
            ))}
          </div>
        </Modal>
      )}
    </div>
  );
}
