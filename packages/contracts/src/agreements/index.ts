export * from './documents';
export * from './terms';
export * from './contract';
