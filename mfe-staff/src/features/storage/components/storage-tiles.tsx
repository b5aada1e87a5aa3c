// The tiles of the Materials grid (spec 002 "Storage screen"): the back tile, folder tiles (open with a click or
// Enter; delete when the server allows it) and file tiles (Download and Delete). Names longer than 34 characters are
// shortened on the tile; the full name is in the tooltip and in every control's accessible name.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link } from '@abacus/shared/router';
import { failureText } from '@abacus/admin-kit';
import { shortStorageName, storageExtension } from '@abacus/contract/storage-schema';
import { dataLanguage, FileIcon, FolderIcon, type Language, toast } from '@abacus/shared';
import { formatDate } from '@/lib/dates/format-date';
import { downloadFile, type StorageFile, type StorageFolder } from '../api/storage';
import { fileSize } from '../model/storage-file';
import { folderSearch, type PathStep } from '../model/storage-folder';

/** Back to the parent folder, or to the top level when `target` is null. */
export function BackTile({ target }: { target: PathStep | null }) {
  const { t } = useTranslation('staff');
  const label = target?.name ? t('storage.backTo', { name: target.name }) : t('storage.backToTop');
  return (
    <li className="storage-tile storage-tile--back">
      <Link className="storage-tile__open" to={{ search: folderSearch(target?.id ?? null) }} aria-label={label}>
        <span className="storage-tile__icon storage-tile__icon--back ui-dir-arrow" aria-hidden="true">
          ←
        </span>
        <span className="storage-tile__name">{t('storage.back')}</span>
      </Link>
    </li>
  );
}

export function FolderTile({ folder, onDelete }: { folder: StorageFolder; onDelete: (folder: StorageFolder) => void }) {
  const { t } = useTranslation('staff');
  return (
    <li className="storage-tile storage-tile--folder" data-testid="storage-folder">
      <Link
        className="storage-tile__open"
        to={{ search: folderSearch(folder.id) }}
        aria-label={t('storage.openFolder', { name: folder.name })}
        title={folder.name}
      >
        <span className="storage-tile__icon storage-tile__icon--folder" aria-hidden="true">
          <FolderIcon />
        </span>
        <span className="storage-tile__name">{shortStorageName(folder.name)}</span>
        <span className="storage-tile__meta">{folder.owner}</span>
      </Link>
      {folder.can_delete && (
        // A button in words, as a file's: a corner bin was easy to miss (a tester's pass).
        <span className="storage-tile__actions">
          <button
            type="button"
            className="ui-btn ui-btn--ghost storage-tile__action"
            aria-label={t('storage.deleteFolderNamed', { name: folder.name })}
            onClick={() => onDelete(folder)}
          >
            {t('storage.delete')}
          </button>
        </span>
      )}
    </li>
  );
}

export function FileTile({ file, onDelete }: { file: StorageFile; onDelete: (file: StorageFile) => void }) {
  const { t, i18n } = useTranslation('staff');
  const [downloading, setDownloading] = useState(false);
  const size = fileSize(file.size, dataLanguage(i18n.language as Language));
  const download = () => {
    setDownloading(true);
    downloadFile(file)
      .catch((failure) => toast('error', failureText(failure, t)))
      .finally(() => setDownloading(false));
  };
  return (
    <li className="storage-tile storage-tile--file" data-testid="storage-file">
      <span className="storage-tile__body">
        <span className="storage-tile__icon" aria-hidden="true">
          <FileIcon />
          <span className="storage-tile__ext">{storageExtension(file.name) ?? ''}</span>
        </span>
        <span className="storage-tile__name" title={file.name}>
          {shortStorageName(file.name)}
        </span>
        <span className="storage-tile__meta">
          {t(`storage.size.${size.unit}`, { amount: size.amount })}
          {file.created ? ` · ${formatDate(file.created)}` : ''}
        </span>
        <span className="storage-tile__meta">{file.owner}</span>
      </span>
      <span className="storage-tile__actions">
        <button
          type="button"
          className="ui-btn ui-btn--ghost storage-tile__action"
          aria-label={t('storage.downloadNamed', { name: file.name })}
          onClick={download}
          disabled={downloading}
          aria-busy={downloading}
        >
          {downloading ? t('storage.downloading') : t('storage.download')}
        </button>
        {file.can_delete && (
          <button
            type="button"
            className="ui-btn ui-btn--ghost storage-tile__action"
            aria-label={t('storage.deleteFileNamed', { name: file.name })}
            onClick={() => onDelete(file)}
          >
            {t('storage.delete')}
          </button>
        )}
      </span>
    </li>
  );
}
