import { getPublic } from '@abacus/shared';

export const getGeoCountry = async (): Promise<string | null> =>
  (await getPublic<{ country: string | null }>('geoip/info')).country;
