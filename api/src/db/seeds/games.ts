import { gameData, games, videos } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';
import { planGameHistory, type HistoryOptions, type PlannedGame } from './game-history.ts';

const DEMO_TIME_ZONE = 'Europe/Kiev';
/** Rows per INSERT: far below PostgreSQL's 65535 bind parameters. */
const CHUNK = 500;

/**
 * The demo student trained on most days of the last three months (well past the 300 right answers that hatch
 * the egg); free@ tried a few elementary games in the last two weeks (far from hatching).
 */
export function demoHistories(now: Date): {
  student: Omit<HistoryOptions, 'player'>;
  free: Omit<HistoryOptions, 'player'>;
} {
  return {
    student: {
      now,
      timeZone: DEMO_TIME_ZONE,
      seed: 20250301,
      days: 92,
      playChance: 0.75,
      roundsPerSession: [8, 14],
      free: false,
    },
    free: {
      now,
      timeZone: DEMO_TIME_ZONE,
      seed: 20250303,
      days: 14,
      playChance: 0.2,
      roundsPerSession: [2, 3],
      free: true,
    },
  };
}

async function insertHistory(tx: SeedTx, userId: number, planned: PlannedGame[]): Promise<void> {
  for (let i = 0; i < planned.length; i += CHUNK) {
    const chunk = planned.slice(i, i + CHUNK);
    const ids = (
      await tx
        .insert(games)
        .values(chunk.map(({ expressions: _, ...game }) => ({ ...game, userId })))
        .returning({ id: games.id })
    )
      .map((r) => r.id)
      .sort((a, b) => a - b); // serial ids follow the VALUES order
    const rows = chunk.flatMap((game, g) =>
      game.expressions.map((e) => ({ ...e, gameId: ids[g], userId, created: game.created })),
    );
    for (let j = 0; j < rows.length; j += CHUNK) await tx.insert(gameData).values(rows.slice(j, j + CHUNK));
  }
}

export async function seedGameHistory(tx: SeedTx, school: DemoSchool, now = new Date()): Promise<void> {
  const plans = demoHistories(now);
  await insertHistory(tx, school.studentId, planGameHistory({ ...plans.student, player: 'Maksym' }));
  await insertHistory(tx, school.freeId, planGameHistory({ ...plans.free, player: 'Sofia' }));
}

/** The reward clips of `api/assets/videos/` (see its README), served under /media/. */
export const REWARD_VIDEOS = [
  { name: 'well-done-sun', title: 'Sunny smile' },
  { name: 'well-done-star', title: 'Star and confetti' },
  { name: 'well-done-tick', title: 'Big tick' },
] as const;

/** The reward clips' library (part of every new school: `seed-catalogue.ts`). */
export async function seedVideos(tx: SeedTx): Promise<void> {
  await tx.insert(videos).values(
    REWARD_VIDEOS.map(({ name, title }) => ({
      title,
      mp4: `/media/videos/${name}.mp4`,
      webm: `/media/videos/${name}.webm`,
      ogg: `/media/videos/${name}.ogv`,
    })),
  );
}
