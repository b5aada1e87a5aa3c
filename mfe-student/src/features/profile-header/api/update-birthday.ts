import { api, type Profile } from '@abacus/shared';

/** PATCH users/user/{id} {birthday: "YYYY-MM-DD"}: answers the updated profile. */
export async function updateBirthday(userId: number, birthday: string): Promise<Profile> {
  const { data } = await api.patch<Profile>(`users/user/${userId}`, { birthday });
  return data;
}
