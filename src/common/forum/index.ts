export * from './categories';
export * from './limits';
export * from './texts';
export * from './validation';
