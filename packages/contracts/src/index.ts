export * from './constants';
export * from './routes';
