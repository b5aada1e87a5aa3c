// Where the Materials screen is (spec 002 "Storage screen"): the folder lives in the URL query `?folder=ID`, so Back
// and a reload keep it; none (or anything that is not a folder id) is the top level.
import type { StorageFolderDetail } from '@abacus/contract/storage-schema';

const MAX_ID = 2 ** 31;

/** The folder id of the query (`?folder=12` → 12); null for the top level or a value that is no id. */
export function folderFromQuery(params: URLSearchParams): number | null {
  const raw = params.get('folder');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id < MAX_ID ? id : null;
}

/** The `search` of a link to a folder ('' for the top level). */
export const folderSearch = (folder: number | null) => (folder === null ? '' : `?folder=${folder}`);

export interface PathStep {
  id: number;
  name: string;
}

/** The path line: the folders from the top down to the open one, the open one last (once, whether or not the
 * server's `path` holds it). */
export function folderTrail(detail: Pick<StorageFolderDetail, 'id' | 'name' | 'path'>): PathStep[] {
  const above = detail.path.filter((step) => step.id !== detail.id);
  return [...above, { id: detail.id, name: detail.name }];
}

/** Where the back tile goes: the parent (with its name when the path knows it), or the top level. */
export function backTarget(detail: Pick<StorageFolderDetail, 'parent' | 'path'>): PathStep | null {
  if (detail.parent === null) return null;
  const name = detail.path.find((step) => step.id === detail.parent)?.name ?? '';
  return { id: detail.parent, name };
}
