// A shown total time: "45 s", "2 min 5 s".
import { useTranslation } from '@abacus/shared/i18n-react';
import { intlLocale } from '../model/day-label';
import { splitSeconds } from '../model/total-time';

export function Duration({ seconds }: { seconds: number }) {
  const { t, i18n } = useTranslation('staff');
  const { minutes, seconds: rest } = splitSeconds(seconds);
  const s = rest.toLocaleString(intlLocale(i18n.language), { maximumFractionDigits: 1 });
  return (
    <>
      {minutes > 0
        ? t('homeworkEditor.minutesSeconds', { minutes, seconds: s })
        : t('homeworkEditor.seconds', { seconds: s })}
    </>
  );
}
