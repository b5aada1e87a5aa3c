// GET settings (the Settings page's values, never cached) and PATCH settings (only the changed fields).
import { useMutation, useQuery, useQueryClient } from '@abacus/shared/query';
import type { ContactSettingsValues, Settings } from '@abacus/contract/settings-schema';
import { api } from '@abacus/shared';

export const SETTINGS_KEY = ['settings'] as const;

export const useSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await api.get<Settings>('settings')).data,
    staleTime: 0,
  });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Partial<ContactSettingsValues>) => (await api.patch<Settings>('settings', fields)).data,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
