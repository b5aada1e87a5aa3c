import type { BackgroundArea, Settings } from '@abacus/contract/settings-schema';
import { api } from '@abacus/shared';

/** POST settings/backgrounds/{area}, multipart field `image`: answers the settings with the new background's URL. */
export async function uploadBackground(area: BackgroundArea, file: File): Promise<Settings> {
  const form = new FormData();
  form.append('image', file);
  // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
  const { data } = await api.post<Settings>(`settings/backgrounds/${area}`, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}
