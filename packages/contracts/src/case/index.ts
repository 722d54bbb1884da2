export * from './case-machine';
export * from './navigation';
export * from './schemas';
export * from './api';
