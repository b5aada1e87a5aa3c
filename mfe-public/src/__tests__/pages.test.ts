import { NotFoundPage } from '@abacus/shared';
import { pageFor } from '../app';
import { ActivationPage } from '../features/activation/components/activation-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { ResetPasswordPage } from '../features/reset-password/components/reset-password-page';

describe('public pages by path', () => {
  it.each([
    ['/', LandingPage],
    ['/login', LandingPage],
    ['/login/', LandingPage],
    ['/reset-password', ResetPasswordPage],
    ['/activate/MQ/token', ActivationPage],
    ['/activate/MQ', NotFoundPage],
    ['/public_contract/extra', NotFoundPage],
  ])('%s', (path, page) => expect(pageFor(path)).toBe(page));
});
