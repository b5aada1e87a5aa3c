import {
  ACTIVE_ITEMS_KEY,
  cacheItems,
  cacheTotals,
  readCachedItems,
  readCachedTotals,
  TOTAL_RIGHT_KEY,
} from '../model/egg-cache';
import { eggProgress, hatchesNow, heroThreshold, isVideoMilestone, restingStage } from '../model/egg-rules';
import { androidVersion, videoSources } from '@/engine/media/video-sources';

describe('egg rules', () => {
  it('hatches at 300 right answers in production and at 20 elsewhere', () => {
    expect(heroThreshold('production')).toBe(300);
    expect(heroThreshold('development')).toBe(20);
    expect(heroThreshold('test')).toBe(20);
    expect(heroThreshold(undefined)).toBe(20);
  });

  it('shows the egg below the threshold and the hero from it', () => {
    expect([restingStage(0, 300), restingStage(299, 300), restingStage(300, 300), restingStage(1000, 300)]).toEqual([
      'egg',
      'egg',
      'hero',
      'hero',
    ]);
    expect([eggProgress(0, 20), eggProgress(5, 20), eggProgress(40, 20)]).toEqual([0, 0.25, 1]);
  });

  it('plays the hatching only when the count is seen crossing the threshold', () => {
    expect(hatchesNow(299, 300, 300)).toBe(true);
    expect(hatchesNow(290, 305, 300)).toBe(true);
    expect(hatchesNow(300, 301, 300)).toBe(false);
    expect(hatchesNow(200, 299, 300)).toBe(false);
    // A first load past the threshold simply shows the hero.
    expect(hatchesNow(null, 500, 300)).toBe(false);
  });

  it('brings a video on every 20th right answer', () => {
    expect(isVideoMilestone(19, 20)).toBe(true);
    expect(isVideoMilestone(39, 40)).toBe(true);
    expect(isVideoMilestone(20, 21)).toBe(false);
    expect(isVideoMilestone(20, 20)).toBe(false);
    expect(isVideoMilestone(0, 0)).toBe(false);
    expect(isVideoMilestone(18, 19)).toBe(false);
  });
});

describe('reward video sources', () => {
  const video = { id: 1, title: 'Stars', mp4: '/v/a.mp4', webm: '/v/a.webm', ogg: '/v/a.ogv' };
  const ANDROID_10 = 'Mozilla/5.0 (Linux; Android 10; SM-A205U) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  const ANDROID_13 = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

  it('reads the Android version of a user agent', () => {
    expect([androidVersion(ANDROID_10), androidVersion(ANDROID_13), androidVersion(DESKTOP)]).toEqual([10, 13, null]);
  });

  it('offers mp4, webm and ogg, and Android below 11 the mp4 only', () => {
    expect(videoSources(video, DESKTOP).map((s) => s.type)).toEqual(['video/mp4', 'video/webm', 'video/ogg']);
    expect(videoSources(video, ANDROID_13)).toHaveLength(3);
    expect(videoSources(video, ANDROID_10)).toEqual([{ src: '/v/a.mp4', type: 'video/mp4' }]);
  });
});

describe('egg cache', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the totals of one student only', () => {
    cacheTotals({ user: 7, total: 40, totalRight: 31 });
    expect(readCachedTotals(7)).toEqual({ user: 7, total: 40, totalRight: 31 });
    expect(readCachedTotals(8)).toBeNull();
    localStorage.setItem(TOTAL_RIGHT_KEY, 'not json');
    expect(readCachedTotals(7)).toBeNull();
  });

  it('keeps the activated items only', () => {
    const item = (id: number, is_activated: boolean) => ({
      id,
      is_activated,
      file: `/m/${id}.svg`,
      item: { category: 'CAP', file: `/m/${id}.svg` },
    });
    cacheItems(7, [item(1, true), item(2, false)]);
    expect(readCachedItems(7)?.map((i) => i.id)).toEqual([1]);
    expect(readCachedItems(8)).toBeNull();
    localStorage.setItem(ACTIVE_ITEMS_KEY, JSON.stringify({ user: 7, value: [{ nope: true }] }));
    expect(readCachedItems(7)).toBeNull();
  });

  it('hands back the items it keeps: the hero wears what was cached', () => {
    const item = (id: number, is_activated: boolean) => ({
      id,
      is_activated,
      file: `/m/${id}.svg`,
      item: { category: 'CAP', file: `/m/${id}.svg` },
    });
    expect(cacheItems(7, [item(1, false), item(2, true)]).map((i) => i.id)).toEqual([2]);
    expect(readCachedItems(7)?.map((i) => i.id)).toEqual([2]);
  });
});
