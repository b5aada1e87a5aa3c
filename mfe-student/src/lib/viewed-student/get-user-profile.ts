// The viewed student's profile (GET users/user/{id}, with their i$ balance): the profile header and the shop read it in
// read-only viewing, under one query key, so the page asks for it once.
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api, type Profile } from '@abacus/shared';

async function getUserProfile(userId: number): Promise<Profile> {
  const { data } = await api.get<Profile>(`users/user/${userId}`);
  return data;
}

const userProfileQuery = (userId: number) =>
  queryOptions({ queryKey: ['user', userId], queryFn: () => getUserProfile(userId) });

/** The viewed student's profile (read-only viewing); not fetched for oneself. */
export const useUserProfile = (userId: number, enabled: boolean) => useQuery({ ...userProfileQuery(userId), enabled });
