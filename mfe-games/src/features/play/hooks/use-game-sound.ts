// The sound service of one play screen: created on arrival when the game has sound, silenced and freed
// when the screen goes away.
import { useEffect, useState } from 'react';
import type { GameConfig } from '../../../engine/config/game-config';
import type { SoundService } from '../../../engine/sound/sound-service';
import { soundChoice, wantsSound, type SoundChoice } from '../model/sound-choice';

export type SoundFactory = (choice: SoundChoice) => SoundService;

export function useGameSound(config: GameConfig, createSound: SoundFactory): { sound: SoundService | null; voiced: boolean } {
  const [state] = useState(() => {
    const choice = soundChoice(config);
    return { sound: wantsSound(choice) ? createSound(choice) : null, voiced: choice.voice !== null };
  });
  useEffect(() => () => state.sound?.dispose(), [state]);
  return state;
}
