// POST users/user/login through the shell's session (signIn stores the token and the profile and sends the
// user to their area).
import { useMutation } from '@tanstack/react-query';
import { signIn } from '@abacus/shared';

export interface SignInInput {
  username: string;
  password: string;
}

export const useSignIn = () =>
  useMutation({ mutationFn: ({ username, password }: SignInInput) => signIn(username, password) });
