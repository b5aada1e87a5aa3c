// Deleting a folder (with everything in it) or a file, after a confirm; the server's refusal (a folder holding
// other people's materials) stays inside the dialog.
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText } from '@abacus/admin-kit';
import { toast } from '@abacus/shared';
import { type StorageFile, type StorageFolder, useDeleteFile, useDeleteFolder } from '../api/storage';

export type Deleting = { kind: 'folder'; item: StorageFolder } | { kind: 'file'; item: StorageFile };

export function DeleteMaterialDialog({ deleting, onDone }: { deleting: Deleting; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const removeFolder = useDeleteFolder();
  const removeFile = useDeleteFile();
  const remove = deleting.kind === 'folder' ? removeFolder : removeFile;
  const folder = deleting.kind === 'folder';
  return (
    <ConfirmDialog
      title={folder ? t('storage.deleteFolderTitle') : t('storage.deleteFileTitle')}
      confirmLabel={t('storage.delete')}
      pending={remove.isPending}
      error={remove.isError ? failureText(remove.error, t) : undefined}
      onCancel={onDone}
      onConfirm={() =>
        remove.mutate(deleting.item.id, {
          onSuccess: () => {
            toast('success', folder ? t('storage.folderDeleted') : t('storage.fileDeleted'));
            onDone();
          },
        })
      }
    >
      <p>
        {folder
          ? t('storage.deleteFolderQuestion', { name: deleting.item.name })
          : t('storage.deleteFileQuestion', { name: deleting.item.name })}
      </p>
    </ConfirmDialog>
  );
}
