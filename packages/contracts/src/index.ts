export * from './api';
export * from './constants';
export * from './errors';
export * from './routes';
export * from './auth';
export * from './questionnaire';
