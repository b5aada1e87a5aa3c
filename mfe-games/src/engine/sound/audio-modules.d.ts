// Audio files imported through webpack's asset modules are their URL.
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp3' {
  const url: string;
  export default url;
}
