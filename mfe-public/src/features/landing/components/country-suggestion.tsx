// Visitors whose language is Polish or whose geo-lookup country is Poland are offered the Polish platform.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { language$, Modal, region$, shouldSuggestPolish, useObservable } from '@abacus/shared';
import { getGeoCountry } from '../api/get-geoip';

export const SUGGESTION_DISMISSED_KEY = 'polishPlatformDismissed';

export function CountrySuggestion() {
  const { t } = useTranslation('public');
  const region = useObservable(region$);
  const lang = useObservable(language$);
  const [country, setCountry] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1');

  // The geo-lookup is asked only when the language alone does not already decide.
  const needsLookup = Boolean(region?.suggestPolishPlatform) && !dismissed && lang !== 'pl';
  useEffect(() => {
    if (needsLookup && country === null)
      getGeoCountry()
        .then(setCountry)
        .catch(() => undefined);
  }, [needsLookup, country]);

  if (!region || dismissed || !shouldSuggestPolish(region, lang, country)) return null;
  const stay = () => {
    sessionStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <Modal title={t('polish.title')} onClose={stay} testId="country-suggestion">
      <p>{t('polish.text')}</p>
      <div className="public-actions">
        <a className="ui-btn" href={region.polishPlatformUrl!}>
          {t('polish.go')}
        </a>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={stay}>
          {t('polish.stay')}
        </button>
      </div>
    </Modal>
  );
}
