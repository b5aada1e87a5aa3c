// The one API client every remote uses. The shell installs its interceptors (headers, 401/403/503).
import axios, { type AxiosRequestConfig } from 'axios';

export const API_BASE = '/api/v1/';

export const api = axios.create({ baseURL: API_BASE, headers: { 'Content-Type': 'application/json' } });

/** Header that marks a request as No-Auth: the interceptor strips it and every identifying header. */
export const NO_AUTH_HEADER = 'No-Auth';
export const noAuth = (config: AxiosRequestConfig = {}): AxiosRequestConfig => ({
  ...config,
  headers: { ...(config.headers as Record<string, string>), [NO_AUTH_HEADER]: 'true' },
});
