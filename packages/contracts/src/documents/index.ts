export * from './api';
export * from './checklist-content';
export * from './document-values';
export * from './file-limits';
export * from './translation';
export * from './document-data';
