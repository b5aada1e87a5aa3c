import { LANGUAGES, NATIVE_NAMES } from '@abacus/shared';
import { voiceLanguageFor, type VoiceLanguage } from '@/engine/config/game-config';

/**
 * Voice languages by their own names (not translated: a child looks for the language they speak): the name of
 * the interface language each one is spoken for, except the Moldovan voice, told apart from Romanian.
 */
export const VOICE_NAMES = {
  ...Object.fromEntries(LANGUAGES.map((lang) => [voiceLanguageFor(lang), NATIVE_NAMES[lang]])),
  md: 'Română (Moldova)',
} as Record<VoiceLanguage, string>;
