import type { BackgroundArea, Settings } from '@abacus/contract/settings-schema';
import { api } from '@abacus/shared';

/** DELETE settings/backgrounds/{area}: answers the settings without that background. */
export async function removeBackground(area: BackgroundArea): Promise<Settings> {
  const { data } = await api.delete<Settings>(`settings/backgrounds/${area}`);
  return data;
}
