export * from './remote-modules';
export * from './runtime-config';
export * from './shared-version';
export * from './startup-data';
export * from './first-paint';
export * from './remote-preloads';
export * from './preconnects';
