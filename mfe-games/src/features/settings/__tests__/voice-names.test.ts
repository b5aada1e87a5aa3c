import { VOICE_LANGUAGES } from '@/engine/config/game-config';
import { VOICE_NAMES } from '../model/voice-names';

it('names every voice language in itself, Moldovan apart from the Romanian interface', () => {
  expect(Object.keys(VOICE_NAMES).sort()).toEqual([...VOICE_LANGUAGES].sort());
  expect(VOICE_NAMES).toMatchObject({ uk: 'Українська', he: 'עברית', md: 'Română (Moldova)', de: 'Deutsch' });
});
