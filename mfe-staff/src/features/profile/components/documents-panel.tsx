// The Documents tab of a profile (spec 002 section 2 "Profile screen": "lists files with upload and delete"): choose
// a file (checked here for comfort, on the server for truth), upload with progress, download, delete after a
// confirm; empty, loading and error states.
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText, translateServerMessage } from '@abacus/admin-kit';
import { DOCUMENT_EXTENSIONS } from '@abacus/contract/documents-schema';
import { fieldErrors, Spinner, toast } from '@abacus/shared';
import { formatDate } from '@/lib/dates/format-date';
import {
  type DocumentRow,
  downloadDocument,
  useDeleteDocument,
  useDocuments,
  useUploadDocument,
} from '../api/documents';
import { documentFileError, fileSize } from '../model/document-file';
import '../documents.css';

const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function DocumentsPanel({ user }: { user: number }) {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const [toDelete, setToDelete] = useState<DocumentRow | null>(null);
  const documents = useDocuments(user);
  const upload = useUploadDocument(user, setProgress);
  const remove = useDeleteDocument(user);

  const send = async () => {
    const file = input.current?.files?.[0];
    const problem = documentFileError(file);
    setError(problem ? translateServerMessage(problem, t) : undefined);
    if (problem || !file) return;
    setProgress(0);
    try {
      await upload.mutateAsync(file);
      if (input.current) input.current.value = '';
      toast('success', t('profile.documents.uploaded', { name: file.name }));
    } catch (failure) {
      const onFile = fieldErrors(failure).file;
      setError(onFile ? translateServerMessage(onFile, t) : failureText(failure, t));
    }
  };

  return (
    <div className="profile-documents">
      <div className="profile-documents__upload">
        <label htmlFor={inputId}>{t('profile.documents.choose')}</label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={() => setError(undefined)}
        />
        <p id={`${inputId}-hint`} className="staff-muted">
          {t('profile.documents.hint')}
        </p>
        <button
          type="button"
          className="ui-btn"
          onClick={send}
          disabled={upload.isPending}
          aria-busy={upload.isPending}
        >
          {upload.isPending ? t('profile.documents.uploading', { percent: progress }) : t('profile.documents.upload')}
        </button>
        {upload.isPending && <progress max={100} value={progress} aria-label={t('profile.documents.upload')} />}
        {error && (
          <p className="admin-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {documents.isPending && <Spinner label={t('common:loading')} />}
      {documents.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(documents.error, t)}{' '}
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void documents.refetch()}>
            {t('profile.documents.retry')}
          </button>
        </p>
      )}
      {documents.data?.length === 0 && <p className="staff-muted">{t('profile.documents.empty')}</p>}
      {documents.data && documents.data.length > 0 && (
        <ul className="profile-documents__list" aria-label={t('profile.tabs.documents')}>
          {documents.data.map((doc) => (
            <li key={doc.id} className="profile-documents__item">
              <span className="profile-documents__name" title={doc.name}>
                {doc.name}
              </span>
              <span className="staff-muted">
                {fileSize(doc.size)} · {formatDate(doc.created)}
                {doc.uploaded_by ? ` · ${doc.uploaded_by}` : ''}
              </span>
              <span className="staff-actions">
                <button
                  type="button"
                  className="ui-btn ui-btn--ghost staff-action"
                  onClick={() => downloadDocument(doc).catch((failure) => toast('error', failureText(failure, t)))}
                >
                  {t('profile.documents.download')}
                </button>
                <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setToDelete(doc)}>
                  {t('profile.documents.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {toDelete && (
        <ConfirmDialog
          title={t('profile.documents.deleteTitle')}
          confirmLabel={t('profile.documents.delete')}
          pending={remove.isPending}
          error={remove.isError ? failureText(remove.error, t) : undefined}
          onCancel={() => {
            setToDelete(null);
            remove.reset();
          }}
          onConfirm={() => remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
        >
          <p>{t('profile.documents.deleteQuestion', { name: toDelete.name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
