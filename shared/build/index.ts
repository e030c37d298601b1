export { appConfig } from './app-config';
export { firstPaintConfig } from './first-paint-config';
export { DEV_BUILD_MARKER, DEV_BUILD_VARIABLE, buildFolder } from './dev-build';
export { startShellDevServer, type DevRoute } from './dev-server';
export { precompress, precompressDir } from './precompress';
