// The demo's tutorial video: one clip per interface language from a table, with a default, served from the
// API's seeded media (/media/videos/<file>). Each clip comes as mp4, webm and ogg (spec 001 "Video");
// Android older than 11 gets the mp4 source alone (spec 001 section 9).
// The seeded clips are short and wordless; a language's own recorded tutorial replaces its line here.
import type { Language } from '@abacus/shared';
import { videoSources, type VideoSource } from '@/engine/media/video-sources';

export const VIDEOS_PATH = '/media/videos';
export const DEFAULT_TUTORIAL = 'well-done-sun';

export const TUTORIAL_BY_LANGUAGE: Partial<Record<Language, string>> = {
  ru: 'well-done-star',
  ua: 'well-done-star',
  az: 'well-done-star',
  hy: 'well-done-star',
  pl: 'well-done-tick',
  cs: 'well-done-tick',
  de: 'well-done-tick',
  ro: 'well-done-tick',
};

export const tutorialFor = (language: string) => TUTORIAL_BY_LANGUAGE[language as Language] ?? DEFAULT_TUTORIAL;

export function tutorialSources(language: string, userAgent: string): VideoSource[] {
  const base = `${VIDEOS_PATH}/${tutorialFor(language)}`;
  return videoSources({ mp4: `${base}.mp4`, webm: `${base}.webm`, ogg: `${base}.ogv` }, userAgent);
}
