import type { VoiceLanguage } from '../../../engine/config/game-config';

/** Voice languages by their own names (not translated: a child looks for the language they speak). */
export const VOICE_NAMES: Record<VoiceLanguage, string> = {
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
  pl: 'Polski',
  az: 'Azərbaycan',
  hy: 'Հայերեն',
  he: 'עברית',
  md: 'Română (Moldova)',
  fr: 'Français',
  es: 'Español',
  cs: 'Čeština',
  de: 'Deutsch',
};
