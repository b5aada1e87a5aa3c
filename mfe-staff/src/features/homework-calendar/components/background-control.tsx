// The super franchise's background of a slide (spec 002: "A super franchise sees a background-image upload for the
// slide"): upload a JPEG or PNG (another format is refused here, and by its bytes on the server, with a translated
// error) and remove it after a confirm.
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText, translateServerMessage } from '@abacus/admin-kit';
import { backgroundFileProblem, IMAGE_TOO_LARGE, IMAGE_TYPE_REFUSED } from '@abacus/contract/backgrounds';
import { fieldErrors, toast } from '@abacus/shared';
import { useDeletePuzzleImage } from '../api/delete-puzzle-image';
import { usePuzzleImage } from '../api/get-puzzle-image';
import { useUploadPuzzleImage } from '../api/upload-puzzle-image';
import { homeworkErrorText } from './error-text';

export function BackgroundControl({ slide, month }: { slide: number; month: string }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const image = usePuzzleImage(slide);
  const upload = useUploadPuzzleImage(slide);
  const remove = useDeletePuzzleImage(slide);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const file = field.files?.[0];
    if (!file) return;
    const problem = backgroundFileProblem(file);
    setError(
      problem ? translateServerMessage(problem === 'type' ? IMAGE_TYPE_REFUSED : IMAGE_TOO_LARGE, t) : undefined,
    );
    try {
      if (problem) return;
      await upload.mutateAsync(file);
      toast('success', t('homeworkCalendar.background.saved'));
    } catch (failure) {
      const onImage = fieldErrors(failure).image;
      setError(onImage ? translateServerMessage(onImage, t) : homeworkErrorText(failure, t));
    } finally {
      field.value = '';
    }
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setRemoving(false);
        toast('success', t('homeworkCalendar.background.removed'));
      },
    });

  return (
    <fieldset className="hw-background">
      <legend className="hw-background__label">{t('homeworkCalendar.background.label')}</legend>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        hidden
        accept="image/jpeg,image/png"
        data-testid="homework-background-input"
        aria-label={t('homeworkCalendar.background.label')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event)}
      />
      <button
        type="button"
        className="ui-btn ui-btn--ghost"
        disabled={upload.isPending}
        aria-busy={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? t('homeworkCalendar.background.uploading') : t('homeworkCalendar.background.upload')}
      </button>
      {image.data?.link && (
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setRemoving(true)}>
          {t('homeworkCalendar.background.remove')}
        </button>
      )}
      <p id={`${id}-hint`} className="hw-background__hint">
        {t('homeworkCalendar.background.hint')}
      </p>
      {error && (
        <p className="admin-field__error hw-background__error" role="alert">
          {error}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={t('homeworkCalendar.background.removeTitle')}
          confirmLabel={t('homeworkCalendar.background.remove')}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(false)}
          pending={remove.isPending}
          error={remove.error ? failureText(remove.error, t) : undefined}
        >
          <p>{t('homeworkCalendar.background.removeQuestion', { month })}</p>
        </ConfirmDialog>
      )}
    </fieldset>
  );
}
