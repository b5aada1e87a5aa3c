// The demo's frame: the games frame, open to visitors (no sign-in guard), Back to the list or the landing page.
import { useLocation, useNavigate } from '@abacus/shared/router';
import { GamesFrame } from '@/lib/frame/components/games-frame';
import { ScreenSlot } from '@/lib/frame/components/screen-slot';
import { demoBackTarget } from '../model/demo-paths';
import '../demo.css';

export function DemoFrame() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <GamesFrame onBack={() => navigate(demoBackTarget(pathname))}>
      <ScreenSlot />
    </GamesFrame>
  );
}
