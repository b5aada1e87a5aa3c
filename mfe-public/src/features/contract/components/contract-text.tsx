// The learning contract. Exposed as ./contract: the student area shows the same text.
import { useTranslation } from 'react-i18next';
import { useNamespace, type Language } from '@abacus/shared';

export const CONTRACT_SECTIONS = ['subject', 'lessons', 'payment', 'platform', 'data', 'term'] as const;
const loadTexts = (lang: Language) => import(`../../../locales/${lang}.json`);

export function ContractText() {
  const ready = useNamespace('public', loadTexts);
  const { t } = useTranslation('public');
  if (!ready) return null;
  return (
    <article className="public-contract" data-testid="contract">
      <h1>{t('contract.title')}</h1>
      <p>{t('contract.intro')}</p>
      {CONTRACT_SECTIONS.map((key, index) => (
        <section key={key}>
          <h2>{index + 1}. {t(`contract.${key}.title`)}</h2>
          <p>{t(`contract.${key}.text`)}</p>
        </section>
      ))}
    </article>
  );
}

export default ContractText;
