export * from './userTypes';
export * from './messages';
export * from './limits';
