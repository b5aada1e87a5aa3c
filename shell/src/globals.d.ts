declare const __SHELL_BUILD__: string;
declare module '*.css';
