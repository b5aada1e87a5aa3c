import { api } from '@abacus/shared';

/** POST users/user/{id}/avatar, multipart field `photo`: answers the new photo's URL. */
export async function uploadAvatar(userId: number, file: File): Promise<string> {
  const form = new FormData();
  form.append('photo', file);
  // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
  const { data } = await api.post<{ photo: string }>(`users/user/${userId}/avatar`, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data.photo;
}
