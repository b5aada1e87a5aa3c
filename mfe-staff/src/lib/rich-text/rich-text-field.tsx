// The rich-text editor as a field of the form kit: its label, its error underneath (translated), its value in the
// form. The editor itself is loaded lazily (Tiptap stays out of every first load).
import { lazy, Suspense } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Controller, Field, type FieldProps, useFormContext } from '@abacus/admin-kit';
import { Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';

const RichTextEditor = lazy(withRetry(() => import('./rich-text-editor')));

export function RichTextField({
  disabled,
  lang,
  media,
  ...field
}: FieldProps & { disabled?: boolean; lang?: string; media?: boolean }) {
  const { t } = useTranslation('staff');
  const { control } = useFormContext();
  return (
    <Field {...field}>
      {(aria) => (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <Controller
            control={control}
            name={field.name}
            render={({ field: f }) => (
              <RichTextEditor
                id={aria.id}
                value={f.value ?? ''}
                onChange={(html) => {
                  f.onChange(html);
                }}
                label={field.label}
                editable={!disabled}
                lang={lang}
                media={media}
                invalid={aria['aria-invalid']}
                describedBy={aria['aria-describedby']}
              />
            )}
          />
        </Suspense>
      )}
    </Field>
  );
}
