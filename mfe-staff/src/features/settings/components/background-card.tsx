// One area's background on the Settings page: the current picture (or the built-in look), Upload (JPEG or PNG, at
// most 5 MB: checked here for comfort, by its bytes on the server) and Remove after a confirm. The same picture can be
// tried out on the page itself with the background tester (spec 000 section 6).
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText, translateServerMessage } from '@abacus/admin-kit';
import type { BackgroundArea } from '@abacus/contract/settings-schema';
import { fieldErrors, toast } from '@abacus/shared';
import { RouteLink } from '@/components/route-link';
import { useRemoveBackground, useUploadBackground } from '../api/backgrounds';
import { AREA_PATHS, backgroundFileMessage } from '../model/settings-form';

export function BackgroundCard({ area, url }: { area: BackgroundArea; url: string | null }) {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const upload = useUploadBackground(area);
  const remove = useRemoveBackground(area);
  const name = t(`settings.backgrounds.${area}`);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const problem = backgroundFileMessage(file);
    setError(problem ? translateServerMessage(problem, t) : undefined);
    if (problem || !file) return;
    try {
      await upload.mutateAsync(file);
      toast('success', t('settings.backgrounds.saved'));
    } catch (failure) {
      const onImage = fieldErrors(failure).image;
      setError(onImage ? translateServerMessage(onImage, t) : failureText(failure, t));
    } finally {
      input.value = '';
    }
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setRemoving(false);
        toast('success', t('settings.backgrounds.removed'));
      },
    });

  return (
    <article className="settings-background" data-testid={`background-${area}`} aria-label={name}>
      <h4 className="settings-background__title">{name}</h4>
      {url ? (
        <img className="settings-background__preview" src={url} alt={t('settings.backgrounds.current', { name })} />
      ) : (
        <p className="settings-background__preview settings-background__preview--none">
          {t('settings.backgrounds.none')}
        </p>
      )}
      <input
        id={inputId}
        className="settings-background__input"
        type="file"
        accept="image/jpeg,image/png"
        disabled={upload.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => void choose(event)}
      />
      <label className="ui-btn settings-background__upload" htmlFor={inputId} aria-busy={upload.isPending}>
        {upload.isPending ? t('settings.backgrounds.uploading') : t('settings.backgrounds.upload')}
      </label>
      {error && (
        <p className="admin-field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
      <p className="staff-page__links">
        <RouteLink to={AREA_PATHS[area]}>{t('settings.backgrounds.open')}</RouteLink>
        {url && (
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setRemoving(true)}>
            {t('settings.backgrounds.remove')}
          </button>
        )}
      </p>
      {removing && (
        <ConfirmDialog
          title={t('settings.backgrounds.removeTitle', { name })}
          confirmLabel={t('settings.backgrounds.remove')}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(false)}
          pending={remove.isPending}
          error={remove.error ? failureText(remove.error, t) : undefined}
        >
          <p>{t('settings.backgrounds.removeQuestion')}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
