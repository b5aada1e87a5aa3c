// The body of POST /generator/v1/generate for a game configuration (@abacus/contract/generator-schema).
// The settings screens keep some choices in the shape they show them (the squared numbers of a range, the
// base game's numbers); the generator takes the range's first number and the base mode instead.
import type { GenerateInput as GeneratorBody } from '@abacus/contract/generator-schema';
import { squaredRangeStarts } from '@abacus/contract/homework-draw';
import { baseChoiceOf } from '@/engine/config/game-choices';
import type { GameConfig } from '@/engine/config/game-config';

export type { GeneratorBody };

export { squaredRangeStarts };

function taskFields(config: GameConfig): Omit<GeneratorBody, 'type' | 'homework' | 'user_id'> {
  switch (config.type) {
    case 'addition':
    case 'abacus_random':
      return {
        // The addition game's anzan level names its anzan type, as columns do (a homework entry's anzan plus was
        // drawn as random anzan while the record said anzan plus).
        digit_type: config.digit_type === 'anzan' ? config.anzan_type : config.digit_type,
        digit: config.digit,
        complexity: config.complexity,
        length: config.length,
        pro: config.pro,
      };
    case 'anzan':
      return {
        digit_type: config.anzan_type,
        anzan_type: config.anzan_type,
        complexity: config.complexity,
        length: config.length,
      };
    case 'negative':
      return { complexity: config.complexity, length: config.length };
    case 'multiply':
      return { complexity: config.complexity, numbers: config.numbers };
    case 'multiply_quad':
      return { numbers: squaredRangeStarts(config.numbers) };
    case 'multiply_50_100': {
      const { base, mode } = baseChoiceOf(config);
      return { complexity: base, mode };
    }
    case 'multiply_25x25':
      return {};
    case 'divide':
      return { numbers: config.numbers };
    case 'columns':
      // A columns game drilling a multiplication game or division names it and sends that game's fields.
      if (config.isMultiplyColumn)
        return { digit_type: config.columnGame, ...taskFields({ ...config, type: config.columnGame }) };
      return {
        digit_type: config.digit_type === 'anzan' ? config.anzan_type : config.digit_type,
        digit: config.digit,
        complexity: config.complexity,
        length: config.length,
      };
  }
}

/** `userId`: the signed-in user (the spec sends it; the generator does not use it). */
export function generatorRequest(config: GameConfig, userId: number | null): GeneratorBody {
  const body: GeneratorBody = { type: config.type, ...taskFields(config) };
  if (config.homework !== null) body.homework = config.homework;
  if (userId !== null) body.user_id = userId;
  return body;
}
