// Where a frame (the games frame, the demo's) draws its screen: every screen but the game list is its own chunk,
// which may still be on its way (the frame and its back button stay).
import { Suspense } from 'react';
import { Outlet } from '@abacus/shared/router';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner } from '@abacus/shared';

export function ScreenSlot() {
  const { t } = useTranslation('games');
  return (
    <Suspense fallback={<Spinner label={t('common:loading')} />}>
      <Outlet />
    </Suspense>
  );
}
