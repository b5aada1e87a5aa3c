import type { ComponentType } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { RemotePart } from '@/components/remote-part';

/** The learning contract is the public site's page; the student area shows the same text. */
export function ContractRoute() {
  const { t } = useTranslation('student');
  return (
    <RemotePart<{ ContractText: ComponentType }>
      remote="public"
      exposed="./contract"
      failedText={t('contractUnavailable')}
    >
      {(contract) => <contract.ContractText />}
    </RemotePart>
  );
}
