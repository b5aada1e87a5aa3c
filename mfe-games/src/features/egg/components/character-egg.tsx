// The character egg in the games frame, for a signed-in student: the egg and how far it is from hatching,
// the hatching itself (crack, smoke, hero) and then the student's hero; reward videos come from here too.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { session$, useObservable } from '@abacus/shared';
import { useActiveItems } from '../hooks/use-active-items';
import { useEggProgress } from '../hooks/use-egg-progress';
import { eggProgress, heroThreshold } from '../model/egg-rules';
import { EggHero } from './egg-hero';
import { EggPicture } from './egg-picture';
import { RewardVideo } from './reward-video';
import '../egg.css';

const HERO_SIZE = 64;
/** How long a tapped egg's explanation stays (a phone has no hover for the title). */
const TIP_MS = 5000;

function StudentEgg({ user }: { user: number }) {
  const { t } = useTranslation('games');
  const threshold = heroThreshold();
  const { totalRight, stage, videoDue, closeVideo } = useEggProgress(user, threshold);
  const items = useActiveItems(user, stage === 'hero' || stage === 'smoke');
  const count = totalRight ?? 0;
  const label =
    stage === 'hero'
      ? t('egg.hero')
      : stage === 'egg'
        ? t('egg.progress', { count, total: threshold })
        : t('egg.hatching');
  return (
    <div
      className={`egg egg--${stage}`}
      data-testid="character-egg"
      data-stage={stage}
      data-count={totalRight ?? ''}
      title={label}
    >
      {stage === 'hero' ? (
        <span className="egg__hero">
          <EggHero items={items} size={HERO_SIZE} label={label} />
        </span>
      ) : stage === 'egg' ? (
        <EggTip label={label}>
          <span className="egg__picture" role="img" aria-label={label}>
            <EggPicture stage={stage} progress={eggProgress(count, threshold)} />
          </span>
        </EggTip>
      ) : (
        <span className="egg__picture" role="img" aria-label={label}>
          <EggPicture stage={stage} progress={eggProgress(count, threshold)} />
        </span>
      )}
      {stage === 'egg' && totalRight !== null && (
        <span className="egg__count" aria-hidden="true">
          {count}/{threshold}
        </span>
      )}
      <span className="egg__live" role="status">
        {stage === 'crack' || stage === 'smoke' ? t('egg.hatching') : ''}
      </span>
      {videoDue > 0 && <RewardVideo key={videoDue} onClose={closeVideo} />}
    </div>
  );
}

/** The egg as a button: a tap shows what the count means, which the title tells only a mouse (a tester's phone). */
function EggTip({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), TIP_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="egg__tap"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {children}
      </button>
      {open && (
        <span className="egg__tip" role="note" data-testid="egg-tip">
          {label}
        </span>
      )}
    </>
  );
}

export function CharacterEgg() {
  const session = useObservable(session$);
  const profile = session?.profile;
  if (profile?.role !== 'student') return null;
  return <StudentEgg key={profile.id} user={profile.id} />;
}
