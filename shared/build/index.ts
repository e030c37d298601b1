export { appConfig, type AppBuildOptions } from './app-config';
export { federationShared, SHARED_NAMES, type SharedName } from './shared-singletons';
export { refuseUnsatisfiedSharedVersion, requoteFederationCssPlaceholder } from './federation-fixes';
export { precompress, precompressDir } from './precompress';
export { DEV_BUILD_MARKER, DEV_BUILD_VARIABLE } from './dev-build';
export { startShellDevServer, type DevRoute } from './dev-server';
