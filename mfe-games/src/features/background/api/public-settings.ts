// GET settings/public: the games area's background (and the rest of the public settings).
import { useQuery } from '@abacus/shared/query';
import type { PublicSettings } from '@abacus/contract/settings';
import { api, noAuth, session$ } from '@abacus/shared';

export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;

export const usePublicSettings = (enabled: boolean) =>
  useQuery({
    queryKey: PUBLIC_SETTINGS_KEY,
    queryFn: async () => {
      // The answer may be kept by the browser for a minute; the owner, who changes it, asks past that copy.
      const owner = session$.getValue()?.profile.role === 'super_franchise';
      const config = noAuth(owner ? { headers: { 'Cache-Control': 'no-cache' } } : {});
      return (await api.get<PublicSettings>('settings/public', config)).data;
    },
    staleTime: 60_000,
    enabled,
  });
