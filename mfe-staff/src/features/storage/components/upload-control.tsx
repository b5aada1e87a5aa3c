// The Upload part of the Materials toolbar: choose a file (checked here for comfort, on the server for truth), send
// it into the open folder with a progress bar and its percent, and say what went wrong beside the input.
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText, translateServerMessage } from '@abacus/admin-kit';
import { fieldErrors, toast } from '@abacus/shared';
import { useUploadFile } from '../api/storage';
import { STORAGE_ACCEPT, storageFileError } from '../model/storage-file';

export function UploadControl({ folder }: { folder: number | null }) {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const upload = useUploadFile(folder, setProgress);

  const send = async () => {
    const file = input.current?.files?.[0];
    const problem = storageFileError(file);
    setError(problem ? translateServerMessage(problem, t) : undefined);
    if (problem || !file) {
      input.current?.focus();
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync(file);
      if (input.current) input.current.value = '';
      toast('success', t('storage.uploaded', { name: file.name }));
    } catch (failure) {
      const onFile = fieldErrors(failure).file;
      setError(onFile ? translateServerMessage(onFile, t) : failureText(failure, t));
    }
  };

  return (
    <div className="storage-upload">
      <label className="storage-upload__label" htmlFor={inputId}>
        {t('storage.choose')}
      </label>
      <div className="storage-upload__row">
        <input
          id={inputId}
          ref={input}
          type="file"
          className="storage-upload__input"
          accept={STORAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={() => setError(undefined)}
          disabled={upload.isPending}
        />
        <button
          type="button"
          className="ui-btn"
          onClick={send}
          disabled={upload.isPending}
          aria-busy={upload.isPending}
        >
          {t('storage.upload')}
        </button>
      </div>
      <p id={`${inputId}-hint`} className="staff-muted storage-upload__hint">
        {t('storage.hint')}
      </p>
      {upload.isPending && (
        <div className="storage-upload__progress">
          <progress max={100} value={progress} aria-label={t('storage.uploadProgress')} />
          <span aria-live="polite">{t('storage.uploading', { percent: progress })}</span>
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} className="admin-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
