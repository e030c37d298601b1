export { appConfig, type AppBuildOptions } from './app-config';
export { federationShared, SHARED_NAMES, type SharedName } from './shared-singletons';
export { refuseUnsatisfiedSharedVersion, requoteFederationCssPlaceholder } from './federation-fixes';
export { precompress, precompressDir } from './precompress';
