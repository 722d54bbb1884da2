export * from './text';
export * from './translation-standing';
