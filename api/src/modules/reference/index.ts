export { registerBasicCenterRoutes } from './countries/routes';
export { isRegionPath, regionName } from './regions/region-tree';
export { registerRegionRoutes } from './regions/routes';
