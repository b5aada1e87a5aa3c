// A part of the page another remote exposes, loaded at runtime: a spinner while it loads, a short
// text when it cannot load (the rest of the student area keeps working).
import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner, useRemoteModule } from '@abacus/shared';

interface Props<M> {
  remote: string;
  exposed: string;
  /** Shown in place of the part when the remote cannot be loaded. */
  failedText: string;
  children: (module: M) => ReactNode;
}

export function RemotePart<M>({ remote, exposed, failedText, children }: Props<M>) {
  const { t } = useTranslation('student');
  const { module, failed } = useRemoteModule<M>(remote, exposed);
  if (failed) return <p className="ui-form-error">{failedText}</p>;
  return module ? children(module) : <Spinner label={t('common:loading')} />;
}
