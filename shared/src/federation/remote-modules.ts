// Lets one remote load a module another remote exposes (e.g. the staff frame, the games list)
// through the shell's Module Federation runtime, without knowing where remotes live.
type Loader = <T>(remote: string, exposed: string) => Promise<T>;

let loader: Loader | null = null;

/** Called once by the shell. */
export function setRemoteModuleLoader(next: Loader): void {
  loader = next;
}

export function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  if (!loader) return Promise.reject(new Error('The shell has not set a remote module loader'));
  return loader<T>(remote, exposed);
}
