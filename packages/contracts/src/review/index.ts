export * from './api';
export * from './package';
