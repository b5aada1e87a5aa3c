// The learning contract. Exposed as ./contract: the student area shows the same text.
import { useTranslation } from 'react-i18next';
import { useNamespace, type Language } from '@abacus/shared';

export const CONTRACT_SECTIONS = ['subject', 'lessons', 'payment', 'platform', 'data', 'term'] as const;
// A namespace of its own: the long text is loaded only where the contract is shown.
const loadTexts = (lang: Language) => import(`../locales/${lang}.json`);

export function ContractText() {
  const ready = useNamespace('contract', loadTexts);
  const { t } = useTranslation('contract');
  if (!ready) return null;
  return (
    <article className="public-contract" data-testid="contract">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {CONTRACT_SECTIONS.map((key, index) => (
        <section key={key}>
          <h2>
            {index + 1}. {t(`${key}.title`)}
          </h2>
          <p>{t(`${key}.text`)}</p>
        </section>
      ))}
    </article>
  );
}

export default ContractText;
