import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useRemoteModule } from '@abacus/shared';

/** The learning contract is the public site's page; the student area shows the same text. */
export function ContractRoute() {
  const { t } = useTranslation('student');
  const { module, failed } = useRemoteModule<{ ContractText: ComponentType }>('public', './contract');
  if (failed) return <p className="ui-form-error">{t('contractUnavailable')}</p>;
  return module ? <module.ContractText /> : <Spinner />;
}
