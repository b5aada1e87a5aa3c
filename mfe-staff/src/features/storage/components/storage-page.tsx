// /dashboard/storage (spec 002 "Storage screen"): Upload and Create folder buttons, a back tile, folder tiles, and
// file tiles with delete and download; names longer than 34 characters are shortened. The open folder lives in the
// URL query (?folder=ID), so Back and a reload keep it. Every staff role adds materials; a parent only reads them.
// Loading, error, empty and unknown-folder states.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, useSearchParams } from '@abacus/shared/router';
import { failureText } from '@abacus/admin-kit';
import { isStaff, Spinner, statusOf } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import {
  type StorageFile,
  type StorageFolder,
  type StorageFolderDetail,
  useFiles,
  useFolder,
  useFolders,
} from '../api/storage';
import { backTarget, folderFromQuery, folderSearch, folderTrail } from '../model/storage-folder';
import { CreateFolderDialog } from './create-folder-dialog';
import { type Deleting, DeleteMaterialDialog } from './delete-material-dialog';
import { BackTile, FileTile, FolderTile } from './storage-tiles';
import { UploadControl } from './upload-control';
import '../storage.css';

export function StoragePage() {
  const { t } = useTranslation('staff');
  const canAdd = isStaff(useViewer().role);
  const [params] = useSearchParams();
  const folder = folderFromQuery(params);
  const folders = useFolders(folder);
  const files = useFiles(folder);
  const detail = useFolder(folder);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const heading = useFocusOnChange(folder);
  const createButton = useRef<HTMLButtonElement>(null);

  const queries = folder === null ? [folders, files] : [detail, folders, files];
  const missing = folder !== null && queries.some((query) => statusOf(query.error) === 404);
  const failed = queries.find((query) => query.isError);
  const loading = queries.some((query) => query.isPending);

  return (
    <section className="staff-page staff-page--storage" aria-busy={loading}>
      <h2 className="staff-page__title" ref={heading} tabIndex={-1}>
        {t('storage.title')}
      </h2>
      {detail.data && <FolderPath folder={detail.data} />}
      {!canAdd && <p className="staff-muted">{t('storage.readOnly')}</p>}
      {missing ? (
        <div className="storage-missing">
          <p className="admin-form__error" role="alert">
            {t('storage.missing')}
          </p>
          <p>
            <Link className="ui-btn" to={{ search: '' }}>
              {t('storage.toTop')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          {canAdd && (
            <div className="storage-toolbar">
              <UploadControl folder={folder} />
              <button
                ref={createButton}
                type="button"
                className="ui-btn ui-btn--ghost"
                onClick={() => setCreating(true)}
              >
                <span aria-hidden="true">+ </span>
                {t('storage.createFolder')}
              </button>
            </div>
          )}
          {failed ? (
            <p className="admin-form__error" role="alert">
              {failureText(failed.error, t)}{' '}
              <button
                type="button"
                className="ui-btn ui-btn--ghost"
                onClick={() => {
                  for (const query of queries) if (query.isError) void query.refetch();
                }}
              >
                {t('storage.retry')}
              </button>
            </p>
          ) : loading ? (
            <Spinner label={t('common:loading')} />
          ) : (
            <Contents
              back={detail.data ? backTarget(detail.data) : undefined}
              folders={folders.data ?? []}
              files={files.data ?? []}
              top={folder === null}
              onDelete={setDeleting}
            />
          )}
        </>
      )}
      {creating && (
        <CreateFolderDialog
          parent={folder}
          onClose={() => {
            setCreating(false);
            createButton.current?.focus();
          }}
        />
      )}
      {deleting && <DeleteMaterialDialog deleting={deleting} onDone={() => setDeleting(null)} />}
    </section>
  );
}

/** The grid: the back tile inside a folder, then the folders, then the files; or the empty text. */
function Contents({
  back,
  folders,
  files,
  top,
  onDelete,
}: {
  back: ReturnType<typeof backTarget> | undefined;
  folders: StorageFolder[];
  files: StorageFile[];
  top: boolean;
  onDelete: (deleting: Deleting) => void;
}) {
  const { t } = useTranslation('staff');
  const empty = folders.length === 0 && files.length === 0;
  return (
    <>
      {empty && (
        <p className="staff-muted" data-testid="storage-empty">
          {top ? t('storage.emptyTop') : t('storage.empty')}
        </p>
      )}
      {(!top || !empty) && (
        <ul className="storage-grid" aria-label={t('storage.contents')}>
          {!top && back !== undefined && <BackTile target={back} />}
          {folders.map((item) => (
            <FolderTile key={`d${item.id}`} folder={item} onDelete={() => onDelete({ kind: 'folder', item })} />
          ))}
          {files.map((item) => (
            <FileTile key={`f${item.id}`} file={item} onDelete={() => onDelete({ kind: 'file', item })} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The path line: the top level, then each folder down to the open one. */
function FolderPath({ folder }: { folder: StorageFolderDetail }) {
  const { t } = useTranslation('staff');
  const trail = folderTrail(folder);
  return (
    <nav aria-label={t('storage.path')}>
      <ol className="storage-path">
        <li>
          <Link to={{ search: '' }}>{t('storage.top')}</Link>
        </li>
        {trail.map((step, index) => (
          <li key={step.id}>
            <span className="storage-path__sep" aria-hidden="true">
              /
            </span>
            {index === trail.length - 1 ? (
              <span aria-current="page" title={step.name}>
                {step.name}
              </span>
            ) : (
              <Link to={{ search: folderSearch(step.id) }} title={step.name}>
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Moves the focus to the heading when the open folder changes (the tile that was pressed is gone), not on load. */
function useFocusOnChange(folder: number | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(folder);
  useEffect(() => {
    if (first.current === folder) return;
    first.current = Number.NaN;
    heading.current?.focus();
  }, [folder]);
  return heading;
}
