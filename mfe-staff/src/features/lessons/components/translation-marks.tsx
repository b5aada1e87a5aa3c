// The tracker of one lesson: the languages that are missing or older than the ru text, as short badges.
import { useTranslation } from '@abacus/shared/i18n-react';
import { LANGUAGES, dataLanguage } from '@abacus/shared';
import type { TranslationTracker } from '@abacus/contract/lessons-schema';

export function TranslationMarks({ tracker }: { tracker: TranslationTracker }) {
  const { t } = useTranslation('staff');
  const behind = LANGUAGES.filter((l) => tracker[dataLanguage(l)] !== 'ok');
  if (!behind.length) return <span className="lesson-marks lesson-marks--done">{t('lessons.allTranslated')}</span>;
  return (
    <ul className="lesson-marks" aria-label={t('lessons.trackerLabel')}>
      {behind.map((l) => {
        const status = tracker[dataLanguage(l)];
        return (
          <li key={l} className={`lesson-mark lesson-mark--${status}`} title={t(`lessons.status.${status}`)}>
            {l.toUpperCase()}
            <span className="ui-visually-hidden">: {t(`lessons.status.${status}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
