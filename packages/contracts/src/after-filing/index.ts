export * from './dates';
export * from './receipt';
export * from './facts';
export * from './api';
export * from './practice';
