// The frame of every staff form: the fields, a message for what belongs to no field, and the submit button, which
// shows progress and cannot be pressed twice.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '@abacus/shared/i18n-react';
import { translateServerMessage } from '../messages/server-message';
import { ClampHoldContext, clampLedger } from './clamp-hold';

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
  /** The schema refused the values (a tabbed form shows the tab of the first wrong field). */
  onInvalid?: (errors: FieldErrors<In>) => void;
  /** No submit button: what is shown saves by itself (a profile's Documents tab uploads each file). */
  hideSubmit?: boolean;
}

export function SchemaForm<In extends FieldValues, Out>({
  form,
  onSubmit,
  submitLabel,
  formError,
  children,
  testId,
  submitDisabled = false,
  onInvalid,
  hideSubmit = false,
}: Props<In, Out>) {
  const { t } = useTranslation('admin');
  const { isSubmitting, submitCount, isValid } = form.formState;
  // A failure is about what was sent: once the user changes a field it no longer describes the form, and it goes
  // (an old "Not enough i$" stayed under a new "Enter a number"). A new failure shows again.
  const [editedSince, setEditedSince] = useState<string>();
  useEffect(() => {
    setEditedSince(undefined);
    if (!formError) return;
    const watching = form.watch(() => setEditedSince(formError));
    return () => watching.unsubscribe();
  }, [formError, form]);
  const failure = formError !== editedSince ? formError : undefined;
  const clamps = useRef(clampLedger()).current;
  const [heldFor, setHeldFor] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const held = clamps.take();
    setHeldFor(held);
    if (held !== null) {
      form.setFocus(held as Parameters<typeof form.setFocus>[0]);
      return;
    }
    void form.handleSubmit((values, submitted) => {
      setEditedSince(undefined); // what this submission answers is news, even the same words as before
      return onSubmit(values, submitted);
    }, onInvalid)(event);
  };
  return (
    <FormProvider {...form}>
      <ClampHoldContext.Provider value={clamps.hold}>
        <form className="admin-form" noValidate onSubmit={submit} data-testid={testId}>
          {children}
          {heldFor !== null && (
            <p className="admin-form__error" role="alert" data-testid="clamp-held">
              {t('form.clampedCheck')}
            </p>
          )}
          {failure && (
            <p className="admin-form__error" role="alert">
              {translateServerMessage(failure === 'failed' ? undefined : failure, t)}
            </p>
          )}
          {submitCount > 0 && !isValid && !failure && (
            <p className="admin-form__error" role="alert">
              {t('form.fixErrors')}
            </p>
          )}
          {!hideSubmit && (
            <div className="admin-form__actions">
              <button
                type="submit"
                className="ui-btn"
                disabled={isSubmitting || submitDisabled}
                aria-busy={isSubmitting}
                // The second click of a double-click submits nothing (a notification was sent twice).
                onClick={(event) => event.detail > 1 && event.preventDefault()}
              >
                {isSubmitting ? t('form.saving') : submitLabel}
              </button>
            </div>
          )}
        </form>
      </ClampHoldContext.Provider>
    </FormProvider>
  );
}
