import { NotFoundPage } from '@abacus/shared';
import { pageFor } from '../app';
import { ActivationPage, LandingPage, ResetPasswordPage } from '../app/pages';

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
