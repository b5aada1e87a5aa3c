import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRegion, shouldSuggestPolish, type RegionConfig } from '../region/region';

const config = JSON.parse(readFileSync(join(__dirname, '../../../deploy/regions.json'), 'utf8')) as RegionConfig;

describe('region by host (deploy/regions.json)', () => {
  it('gives the default region UA phones and a suggestion to go to the Polish host', () => {
    const region = resolveRegion(config, 'localhost:8080', 'http:');
    expect(region.phoneCountry).toBe('UA');
    expect(region.forcedLanguage).toBeNull();
    expect(region.polishPlatformUrl).toBe('http://pl.localhost:8080/');
  });

  it('treats any host whose first label is pl as the Polish host', () => {
    const region = resolveRegion(config, 'pl.localhost:8080', 'http:');
    expect(region.name).toBe('poland');
    expect(region.forcedLanguage).toBe('pl');
    expect(region.phoneCountry).toBe('PL');
    expect(region.olympiadUrl).not.toBe(config.default.olympiadUrl);
    expect(region.polishPlatformUrl).toBeNull();
  });

  it('suggests the Polish platform to Polish speakers or visitors located in Poland only', () => {
    const region = resolveRegion(config, 'school.example', 'https:');
    expect(shouldSuggestPolish(region, 'pl', null)).toBe(true);
    expect(shouldSuggestPolish(region, 'en', 'PL')).toBe(true);
    expect(shouldSuggestPolish(region, 'en', 'UA')).toBe(false);
    expect(shouldSuggestPolish(resolveRegion(config, 'pl.school.example'), 'pl', 'PL')).toBe(false);
  });
});
