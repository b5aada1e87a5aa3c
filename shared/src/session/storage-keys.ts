// Where the session is kept in local storage. No imports: the shell's entry reads the token before any shared code
// has loaded (shell/src/core/first-requests.ts).
export const TOKEN_KEY = 'token';
export const PROFILE_KEY = 'user';
