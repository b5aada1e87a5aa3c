// webpack needs an entry; a remote's real entry is the Module Federation container (remoteEntry.js).
