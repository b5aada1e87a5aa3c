// The sound service of one play screen: created once the screen is on the page when the game has sound
// (creating it imports the audio chunk and starts loading the sprites: work for an effect, not for render),
// silenced and freed when the screen goes away.
import { useEffect, useMemo, useState } from 'react';
import type { GameConfig } from '@/engine/config/game-config';
import type { SoundService } from '@/engine/sound/sound-service';
import { soundChoice, wantsSound, type SoundChoice } from '../model/sound-choice';

export type SoundFactory = (choice: SoundChoice) => SoundService;

interface GameSound {
  /** Null while it is being created, and for a silent game. */
  sound: SoundService | null;
  voiced: boolean;
  /** The game has sound but its service is not there yet: the game waits for it. */
  pending: boolean;
}

export function useGameSound(config: GameConfig, createSound: SoundFactory): GameSound {
  const choice = useMemo(() => soundChoice(config), [config]);
  const [sound, setSound] = useState<SoundService | null>(null);
  useEffect(() => {
    if (!wantsSound(choice)) return undefined;
    const service = createSound(choice);
    setSound(service);
    // dispose() stops the sound too.
    return () => service.dispose();
  }, [choice, createSound]);
  return { sound, voiced: choice.voice !== null, pending: wantsSound(choice) && sound === null };
}
