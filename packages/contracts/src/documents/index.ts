export * from './document-values';
