export * from './resolve';
export * from './safe-link';
export * from './hosts';
