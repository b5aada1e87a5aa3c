import type { GameConfig } from '@/engine/config/game-config';
import { MAX_NAME_LENGTH } from '@/engine/config/settings-rules';

/** A columns game needs a player: until names are stored, the first one is the signed-in child. */
export const withFirstPlayer = (config: GameConfig, name: string): GameConfig =>
  config.type !== 'columns' || config.users.length > 0
    ? config
    : { ...config, users: [name.trim().slice(0, MAX_NAME_LENGTH)] };
