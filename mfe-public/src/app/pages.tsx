// The public pages as app.tsx routes them. A page made of several features is composed here: features do
// not import each other. What talks to the API through TanStack Query is lazy and brings its query client
// (lib/query/lazy-with-query.tsx); the landing page's first load does not.
import { PageBackground } from '@/features/background/components/page-background';
import { LandingPage as Landing } from '@/features/landing/components/landing-page';
import { TrialForm } from '@/features/trial-lesson/components/trial-form';
import { lazyWithQuery } from '@/lib/query/lazy-with-query';

export const ActivationPage = lazyWithQuery(() =>
  import('@/features/activation/components/activation-page').then((m) => m.ActivationPage),
);
export const StaticPageView = lazyWithQuery(() =>
  import('@/features/static-page/components/static-page-view').then((m) => m.StaticPageView),
);
export const ResetPasswordPage = lazyWithQuery(() =>
  import('@/features/reset-password/components/reset-password-page').then((m) => m.ResetPasswordPage),
);

// Loaded when opened: the first load of / stays small.
const SignInModal = lazyWithQuery(() => import('@/features/auth/components/sign-in-modal').then((m) => m.SignInModal));
const RegistrationModal = lazyWithQuery(() =>
  import('@/features/registration/components/registration-modal').then((m) => m.RegistrationModal),
);

export function LandingPage() {
  return (
    <>
      <PageBackground />
      <Landing TrialForm={TrialForm} SignInModal={SignInModal} RegistrationModal={RegistrationModal} />
    </>
  );
}
