// POST settings/backgrounds/{area} (multipart field `image`) and DELETE settings/backgrounds/{area}: both answer the
// settings, with the area's new background (or none).
import type { BackgroundArea, Settings } from '@abacus/contract/settings-schema';
import { api } from '@abacus/shared';

export async function uploadBackground(area: BackgroundArea, file: File): Promise<Settings> {
  const form = new FormData();
  form.append('image', file);
  // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
  const { data } = await api.post<Settings>(`settings/backgrounds/${area}`, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data;
}

export const removeBackground = async (area: BackgroundArea): Promise<Settings> =>
  (await api.delete<Settings>(`settings/backgrounds/${area}`)).data;
