import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteModule, Spinner } from '@abacus/shared';

/** The learning contract is the public site's page; the student area shows the same text. */
export function ContractRoute() {
  const [Contract, setContract] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation('student');
  useEffect(() => {
    loadRemoteModule<{ ContractText: ComponentType }>('public', './contract')
      .then((m) => setContract(() => m.ContractText))
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <p className="ui-form-error">{t('contractUnavailable')}</p>;
  return Contract ? <Contract /> : <Spinner />;
}
