// Every table of the application, one file per domain; drizzle-kit and the client read this entry.
export * from './short-urls';
export * from './accounts';
export * from './audit';
export * from './auth';
export * from './notifications';
export * from './questionnaire';
export * from './leads';
export * from './cases';
export * from './workspace';
export * from './payments';
export * from './agreements';
export * from './documents';
export * from './referrals';
export * from './declarations';
export * from './review';
export * from './health-partner';
export * from './consultation';
