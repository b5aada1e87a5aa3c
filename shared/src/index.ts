// The public surface of @abacus/shared. It is one Module Federation singleton, so remotes import
// only from here: a deep import would bundle a second copy of the bus.
// The UI kit's stylesheet (ui/ui.css) is linked by the shell's index.html, render-blocking, not injected by JS.

export * from './bus/bus';
export { useObservable } from './bus/use-observable';
export { api, API_BASE, NO_AUTH_HEADER, noAuth } from './api/client';
export { errorBody, errorCode, errorMessage, fieldErrors, isAxiosError, statusOf } from './api/errors';
export { getPublic } from './api/get-public';
export { readStoredSession, storeSession, clearStoredSession, TOKEN_KEY, PROFILE_KEY } from './session/session-store';
export { signIn, signOut, fetchProfile, guardLeaving, navigate, type LeaveGuard } from './session/session-actions';
export * from './domain/roles';
export * from './domain/profile';
export { guardRedirect } from './domain/guards';
export * from './i18n/languages';
export { i18n, registerNamespace, setLanguage, type BundleLoader } from './i18n/i18n';
export { createBundleLoader, type TextFiles } from './i18n/bundle-loader';
export { registerCommonNamespace } from './i18n/common-namespace';
export { useNamespace } from './i18n/use-namespace';
export * from './region/region';
export { region$ } from './region/region-store';
export { loadRemoteModule, setRemoteModuleLoader } from './federation/remote-modules';
export { useRemoteModule } from './federation/use-remote-module';
export { useUrl } from './navigation/use-url';
export { holdBack, standsOnHeldEntry, type BackHold } from './navigation/history-hold';
export { ErrorPage } from './ui/error-page';
export { NotFoundPage } from './ui/not-found-page';
export { Modal } from './ui/modal';
export { isTextEntry } from './ui/text-entry';
export { Toasts, toast, TOAST_DURATION_MS } from './ui/toasts';
export { LanguageSelect, LanguageGrid } from './ui/language-picker';
export { Field, Spinner } from './ui/field';
export { FileIcon, FolderIcon, TrashIcon, TrophyIcon } from './ui/icons';
export { createRemoteLifecycles } from './federation/remote-lifecycles';
