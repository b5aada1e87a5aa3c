// This shell build's id (DefinePlugin), in a module of its own that stays out of the every-page file of the shared
// libraries (shell/webpack.config.cjs): that file's name then changes only when its code does, not with every build,
// and a returning visitor keeps it in the HTTP cache across deployments.
export const SHELL_BUILD: string = __SHELL_BUILD__;
