export * from './resolve';
export * from './safe-link';
export * from './hosts';
export * from './member-centre';
