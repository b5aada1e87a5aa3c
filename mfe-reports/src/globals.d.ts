/// <reference types="webpack/module" />
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
