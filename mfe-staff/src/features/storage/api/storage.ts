// The Materials screen's calls (spec 002 "Storage screen"): GET storage/folders/?folder= (the subfolders),
// GET storage/files/?folder= (the files), GET storage/folders/{id}/ (one folder and its path), POST storage/folders/,
// POST storage/files/?folder= (multipart, with upload progress), DELETE storage/folders/{id}/ and storage/files/{id}/,
// and the authenticated download (a blob saved under the file's name). No folder: the top level.
import { useMutation, useQuery, useQueryClient } from '@abacus/shared/query';
import type {
  CreateFolderInput,
  StorageFile,
  StorageFolder,
  StorageFolderDetail,
} from '@abacus/contract/storage-schema';
import { api } from '@abacus/shared';
import { downloadPath } from '../model/storage-file';

export type { StorageFile, StorageFolder, StorageFolderDetail };

const storageKey = ['storage'];
const foldersKey = (folder: number | null) => ['storage', 'folders', folder];
const filesKey = (folder: number | null) => ['storage', 'files', folder];
const folderKey = (id: number | null) => ['storage', 'folder', id];

/** The query of a list: the folder, or nothing at the top level. */
const inFolder = (folder: number | null) => (folder === null ? {} : { params: { folder } });

export const useFolders = (folder: number | null) =>
  useQuery({
    queryKey: foldersKey(folder),
    queryFn: async () => (await api.get<StorageFolder[]>('storage/folders/', inFolder(folder))).data,
  });

export const useFiles = (folder: number | null) =>
  useQuery({
    queryKey: filesKey(folder),
    queryFn: async () => (await api.get<StorageFile[]>('storage/files/', inFolder(folder))).data,
  });

export const useFolder = (id: number | null) =>
  useQuery({
    queryKey: folderKey(id),
    queryFn: async () => (await api.get<StorageFolderDetail>(`storage/folders/${id}/`)).data,
    enabled: id !== null,
  });

/** Every storage list and folder is read again after a change (a delete may empty a parent's list). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storageKey });
}

export function useCreateFolder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: { name: string; parent: number | null }) =>
      (await api.post<StorageFolder>('storage/folders/', body satisfies CreateFolderInput)).data,
    onSuccess: refresh,
  });
}

export function useUploadFile(folder: number | null, onProgress: (percent: number) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const { data } = await api.post<StorageFile>('storage/files/', body, {
        ...inFolder(folder),
        // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event) => {
          if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
        },
      });
      return data;
    },
    onSuccess: refresh,
  });
}

export function useDeleteFolder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete(`storage/folders/${id}/`),
    onSuccess: refresh,
  });
}

export function useDeleteFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete(`storage/files/${id}/`),
    onSuccess: refresh,
  });
}

/** Downloads with the session's token (a plain link would carry none) and saves the file under its name. */
export async function downloadFile(file: Pick<StorageFile, 'link' | 'name'>): Promise<void> {
  const { data } = await api.get<Blob>(downloadPath(file.link), { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
