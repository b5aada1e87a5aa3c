// The egg's count and stage for a student: the cached totals at once, the server's right after, then each
// judged answer as the play screen counts it (engine/play/answer-totals.ts). Crossing the threshold plays
// the hatching; a 20th right answer asks for a reward video.
import { useEffect, useState } from 'react';
import { getAnswerTotals, setAnswerTotals, subscribeAnswerTotals } from '@/engine/play/answer-totals';
import { useAnswerTotalsQuery } from '../api/get-statistic';
import { cacheTotals, readCachedTotals } from '../model/egg-cache';
import { hatchesNow, HATCH_STEPS, isVideoMilestone, restingStage, type EggStage } from '../model/egg-rules';

export function useEggProgress(user: number, threshold: number) {
  const initial = () => {
    const known = getAnswerTotals();
    return known?.user === user ? known.totalRight : (readCachedTotals(user)?.totalRight ?? null);
  };
  const [totalRight, setTotalRight] = useState<number | null>(initial);
  const [stage, setStage] = useState<EggStage>(() => restingStage(totalRight ?? 0, threshold));
  const [hatching, setHatching] = useState(false);
  const [videoDue, setVideoDue] = useState(0);

  useEffect(() => {
    const unsubscribe = subscribeAnswerTotals(({ before, after, cause }) => {
      if (after.user !== user) return;
      cacheTotals(after);
      setTotalRight(after.totalRight);
      const previous = before?.user === user ? before.totalRight : null;
      if (hatchesNow(previous, after.totalRight, threshold)) setHatching(true);
      // A hatching under way plays to its end.
      else
        setStage((shown) =>
          shown === 'crack' || shown === 'smoke' ? shown : restingStage(after.totalRight, threshold),
        );
      if (cause === 'answer' && previous !== null && isVideoMilestone(previous, after.totalRight))
        setVideoDue((n) => n + 1);
    });
    if (getAnswerTotals()?.user !== user) {
      const cached = readCachedTotals(user);
      if (cached) setAnswerTotals(cached);
    }
    return unsubscribe;
  }, [user, threshold]);

  // The server's totals, once they come, replace the cached ones.
  const server = useAnswerTotalsQuery(user);
  useEffect(() => {
    if (server.data) setAnswerTotals(server.data);
  }, [server.data]);
  useEffect(() => {
    if (server.error) console.warn('The egg could not read the statistics:', server.error);
  }, [server.error]);

  useEffect(() => {
    if (!hatching) return undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let at = 0;
    setStage(HATCH_STEPS[0].stage);
    HATCH_STEPS.forEach((step, i) => {
      at += step.ms;
      const next = HATCH_STEPS[i + 1]?.stage ?? 'hero';
      timers.push(setTimeout(() => setStage(next), at));
    });
    timers.push(setTimeout(() => setHatching(false), at));
    return () => timers.forEach(clearTimeout);
  }, [hatching]);

  // The 300th right answer both hatches the egg and is a 20th: the hatching plays first, then the video (issue 9:
  // the video covered the hatching).
  return { totalRight, stage, videoDue: hatching ? 0 : videoDue, closeVideo: () => setVideoDue(0) };
}
