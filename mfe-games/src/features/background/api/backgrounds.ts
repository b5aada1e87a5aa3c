// POST settings/backgrounds/games (multipart field `image`) and DELETE settings/backgrounds/games: both answer the
// settings, which replace the cached public ones.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { Settings } from '@abacus/contract/settings-schema';
import { api } from '@abacus/shared';
import { PUBLIC_SETTINGS_KEY } from './public-settings';

export function useUploadBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
      const { data } = await api.post<Settings>('settings/backgrounds/games', body, {
        headers: { 'Content-Type': 'multipart/form-data' },
      });
      return data;
    },
    onSuccess: (settings) => queryClient.setQueryData(PUBLIC_SETTINGS_KEY, settings),
  });
}

export function useRemoveBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<Settings>('settings/backgrounds/games')).data,
    onSuccess: (settings) => queryClient.setQueryData(PUBLIC_SETTINGS_KEY, settings),
  });
}
