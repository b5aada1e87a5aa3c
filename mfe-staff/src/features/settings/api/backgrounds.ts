// POST settings/backgrounds/{area} (multipart field `image`) and DELETE settings/backgrounds/{area}: both answer the
// settings, which replace the page's copy.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { BackgroundArea, Settings } from '@abacus/contract/settings-schema';
import { api } from '@abacus/shared';
import { SETTINGS_KEY } from './settings';

export function useUploadBackground(area: BackgroundArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
      const { data } = await api.post<Settings>(`settings/backgrounds/${area}`, body, {
        headers: { 'Content-Type': 'multipart/form-data' },
      });
      return data;
    },
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}

export function useRemoveBackground(area: BackgroundArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<Settings>(`settings/backgrounds/${area}`)).data,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
