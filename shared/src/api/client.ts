// The one API client every remote uses. The shell installs its interceptors (headers, 401/403/503) with
// `api.configure`. axios (about 20 KB gzipped) and the interceptors' code are loaded by the first call, not with
// @abacus/shared: a visitor of the landing page who never signs in downloads neither.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';

export const API_BASE = '/api/v1/';

type Setup = (client: AxiosInstance) => void;
/** Loads a setup (its code need not be on the page before the first call): downloaded beside axios. */
type SetupLoader = () => Promise<Setup>;

const loaders: SetupLoader[] = [];
let client: Promise<AxiosInstance> | undefined;

const loadClient = (): Promise<AxiosInstance> => {
  client ??= Promise.all([import('axios'), Promise.all(loaders.map((load) => load()))]).then(
    ([{ default: axios }, setups]) => {
      const instance = axios.create({ baseURL: API_BASE, headers: { 'Content-Type': 'application/json' } });
      for (const setup of setups) setup(instance);
      return instance;
    },
    (error: unknown) => {
      // A failed download (a phone losing its network) fails this call; the next one tries again.
      client = undefined;
      throw error;
    },
  );
  return client;
};

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

/** axios's own method, called once the client is loaded: same arguments, same answer. */
const later = <M extends Method>(method: M) =>
  ((...args: unknown[]) =>
    loadClient().then((instance) => (instance[method] as (...a: unknown[]) => unknown)(...args))) as AxiosInstance[M];

export interface ApiClient extends Pick<AxiosInstance, Method> {
  /**
   * Loads a setup with axios and runs it on the instance before its first request (at once when the instance
   * already exists).
   */
  configure(load: SetupLoader): void;
  /** Starts loading axios now, e.g. when a stored session means a call is about to be made. */
  preload(): void;
}

export const api: ApiClient = {
  get: later('get'),
  delete: later('delete'),
  post: later('post'),
  put: later('put'),
  patch: later('patch'),
  configure(load) {
    loaders.push(load);
    void client?.then(async (instance) => (await load())(instance));
  },
  preload() {
    void loadClient();
  },
};

/** Header that marks a request as No-Auth: the interceptor strips it and every identifying header. */
export const NO_AUTH_HEADER = 'No-Auth';
export const noAuth = (config: AxiosRequestConfig = {}): AxiosRequestConfig => ({
  ...config,
  headers: { ...(config.headers as Record<string, string>), [NO_AUTH_HEADER]: 'true' },
});
