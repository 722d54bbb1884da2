export * from './messages';
export * from './schemas';
export * from './outcome-reasons';
export * from './safe-mailing-address';
