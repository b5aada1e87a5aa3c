// The frame of every staff form: the fields, a message for what belongs to no field, and the submit button, which
// shows progress and cannot be pressed twice.
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@abacus/shared/i18n-react';
import { translateServerMessage } from '../messages/server-message';

interface Props<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: SubmitHandler<Out>;
  submitLabel: string;
  /** A failure that belongs to no field (a contract message, or 'failed'). */
  formError?: string;
  children: ReactNode;
  testId?: string;
  /** Keeps the submit button disabled (a required choice not made yet). */
  submitDisabled?: boolean;
}

export function SchemaForm<In extends FieldValues, Out>({
  form,
  onSubmit,
  submitLabel,
  formError,
  children,
  testId,
  submitDisabled = false,
}: Props<In, Out>) {
  const { t } = useTranslation('admin');
  const { isSubmitting, submitCount, isValid } = form.formState;
  return (
    <FormProvider {...form}>
      <form className="admin-form" noValidate onSubmit={form.handleSubmit(onSubmit)} data-testid={testId}>
        {children}
        {formError && (
          <p className="admin-form__error" role="alert">
            {translateServerMessage(formError === 'failed' ? undefined : formError, t)}
          </p>
        )}
        {submitCount > 0 && !isValid && !formError && (
          <p className="admin-form__error" role="alert">
            {t('form.fixErrors')}
          </p>
        )}
        <div className="admin-form__actions">
          <button type="submit" className="ui-btn" disabled={isSubmitting || submitDisabled} aria-busy={isSubmitting}>
            {isSubmitting ? t('form.saving') : submitLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
