export * from './remote-modules';
export * from './runtime-config';
