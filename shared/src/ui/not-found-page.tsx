import { navigate, signOut } from '../session/session-actions';
import { ErrorPage } from './error-page';

/** The 404 page inside a remote, for routes that no screen serves yet or never will. */
export const NotFoundPage = () => (
  <ErrorPage status={404} onHome={() => navigate('/')} onLogout={() => void signOut()} />
);
