export * from './remote-modules';
export * from './runtime-config';
export * from './shared-version';
export * from './remote-preloads';
export * from './preconnects';
