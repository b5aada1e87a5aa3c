import type { GameConfig, TaskConfig } from './game-config.ts';
import { generateAbacusRandom } from './generate-abacus.ts';
import { generateAbacusSet } from './generate-addition.ts';
import { generateAnzanSet, generateNegativeSet } from './generate-anzan.ts';
import { generateDivide } from './generate-divide.ts';
import { generate25x25, generateBase, generateMultiply, generateSquared } from './generate-multiply.ts';
import type { Item } from './items.ts';
import { createRng, type Rng, type Seed } from './random.ts';

/** The pure core: a normalized configuration and a seed in, the same items out every time. */

export interface Generated {
  items: Item[];
  /** Columns with more than one task: every task (the first equals items). */
  tasks?: Item[][];
}

export function generateTask(task: TaskConfig, rng: Rng): Item[] {
  switch (task.type) {
    case 'addition':
      return generateAbacusSet(task, rng);
    case 'anzan':
      return generateAnzanSet(task.anzan, task.complexity, task.length, rng);
    case 'negative':
      return generateNegativeSet(task.complexity, task.length, rng);
    case 'multiply':
      return generateMultiply(task.complexity, task.choices, rng);
    case 'multiply_quad':
      return generateSquared(task.ranges, rng);
    case 'multiply_50_100':
      return generateBase(task.base, task.mode, rng);
    case 'multiply_25x25':
      return generate25x25(rng);
    case 'divide':
      return generateDivide(task.dividend, task.divisor, rng);
    case 'abacus_random':
      return generateAbacusRandom(task.places, task.count, rng);
  }
}

export function generate(config: GameConfig, seed: Seed): Generated {
  const rng = createRng(seed);
  if (config.type !== 'columns') return { items: generateTask(config, rng) };
  // Task i comes from its own stream, so task 0 is the same whatever the number of tasks asked for.
  const tasks = Array.from({ length: config.tasks }, (_, i) => generateTask(config.task, rng.fork(`task ${i}`)));
  return config.tasks > 1 ? { items: tasks[0], tasks } : { items: tasks[0] };
}
