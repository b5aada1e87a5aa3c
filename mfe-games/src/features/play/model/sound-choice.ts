// Which sounds a game loads: the voice and the congratulations follow the sound checkbox, and only where
// the spec allows sound at all (spec 001 section 5: never for multiplication, division, abacus or columns,
// and off when the numbers come too fast to be spoken).
import type { GameConfig, VoiceLanguage } from '@/engine/config/game-config';
import { soundAvailable } from '@/engine/config/settings-rules';

export interface SoundChoice {
  voice: VoiceLanguage | null;
  effects: boolean;
}

export function soundChoice(config: GameConfig): SoundChoice {
  const on = config.withSound && soundAvailable(config);
  return { voice: on ? config.language : null, effects: on };
}

export const wantsSound = ({ voice, effects }: SoundChoice) => voice !== null || effects;
