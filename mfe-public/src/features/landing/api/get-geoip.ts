import { api, noAuth } from '@abacus/shared';

export const getGeoCountry = async (): Promise<string | null> => {
  const { data } = await api.get<{ country: string | null }>('geoip/info', noAuth());
  return data.country;
};
