// The Documents tab's calls: GET billing/files?user=, POST billing/files?user= (multipart, with upload progress),
// DELETE billing/files/{id}, and the authenticated download (a blob saved under the document's name).
import { useMutation, useQuery, useQueryClient } from '@abacus/shared/query';
import type { DocumentRow } from '@abacus/contract/documents-schema';
import { api } from '@abacus/shared';

export type { DocumentRow };

const documentsKey = (user: number) => ['documents', user];

export const useDocuments = (user: number) =>
  useQuery({
    queryKey: documentsKey(user),
    queryFn: async () => (await api.get<DocumentRow[]>('billing/files', { params: { user } })).data,
  });

export function useUploadDocument(user: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const { data } = await api.post<DocumentRow>('billing/files', body, {
        params: { user },
        // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event) => event.total && onProgress(Math.round((event.loaded / event.total) * 100)),
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(user) }),
  });
}

export function useDeleteDocument(user: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`billing/files/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(user) }),
  });
}

/** Downloads with the session's token (a plain link would carry none) and saves the file under its name. */
export async function downloadDocument(doc: DocumentRow): Promise<void> {
  const { data } = await api.get<Blob>(`billing/files/${doc.id}/download`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
