// Which remote owns which URL (the contract's rules, which the API's remote map reads too). One single-spa
// application per remote, each exposing ./app.
import type { Remote } from '@abacus/contract/releases';

export { ACTIVE_WHEN, REMOTE_NAMES, ownerOf } from '@abacus/contract/remote-paths';

/** The five remotes, as the contract names them. */
export type RemoteName = Remote;
