export * from './messages';
export * from './phone';
export * from './schemas';
