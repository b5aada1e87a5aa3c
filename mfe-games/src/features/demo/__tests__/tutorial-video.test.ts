import { androidVersion } from '@/engine/media/video-sources';
import { DEFAULT_TUTORIAL, tutorialFor, tutorialSources } from '../model/tutorial-video';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const ANDROID_10 =
  'Mozilla/5.0 (Linux; Android 10; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_13 =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('the tutorial video', () => {
  it('is chosen by the interface language, with a default', () => {
    expect(tutorialFor('ru')).toBe('well-done-star');
    expect(tutorialFor('pl')).toBe('well-done-tick');
    expect(tutorialFor('en')).toBe(DEFAULT_TUTORIAL);
    expect(tutorialFor('xx')).toBe(DEFAULT_TUTORIAL);
  });

  it('offers mp4, webm and ogg from the seeded media', () => {
    expect(tutorialSources('en', CHROME)).toEqual([
      { src: '/media/videos/well-done-sun.mp4', type: 'video/mp4' },
      { src: '/media/videos/well-done-sun.webm', type: 'video/webm' },
      { src: '/media/videos/well-done-sun.ogv', type: 'video/ogg' },
    ]);
  });

  it('gives Android below 11 the mp4 source only', () => {
    expect(androidVersion(ANDROID_10)).toBe(10);
    expect(androidVersion(CHROME)).toBeNull();
    expect(tutorialSources('ru', ANDROID_10)).toEqual([{ src: '/media/videos/well-done-star.mp4', type: 'video/mp4' }]);
    expect(tutorialSources('ru', ANDROID_13)).toHaveLength(3);
  });
});
