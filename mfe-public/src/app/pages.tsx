// The public pages as app.tsx routes them. A page made of several features is composed here: features do
// not import each other.
import { lazy } from 'react';
import { LandingPage as Landing } from '@/features/landing/components/landing-page';
import { TrialForm } from '@/features/trial-lesson/components/trial-form';

export { ActivationPage } from '@/features/activation/components/activation-page';
export { ResetPasswordPage } from '@/features/reset-password/components/reset-password-page';

// Loaded when opened: the first load of / stays small.
const SignInModal = lazy(() => import('@/features/auth/components/sign-in-modal').then((m) => ({ default: m.SignInModal })));
const RegistrationModal = lazy(() =>
  import('@/features/registration/components/registration-modal').then((m) => ({ default: m.RegistrationModal })),
);

export function LandingPage() {
  return <Landing TrialForm={TrialForm} SignInModal={SignInModal} RegistrationModal={RegistrationModal} />;
}
