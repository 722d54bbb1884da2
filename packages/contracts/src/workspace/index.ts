export * from './calendar-date';
export * from './deadline';
export * from './deadline-messages';
export * from './derivatives';
export * from './feature-flags';
export * from './messages';
export * from './personal-info';
export * from './progress';
