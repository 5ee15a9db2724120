export * from './categories';
export * from './customization';
export * from './layers';
export * from './sheet';
export * from './skin-tones';
export * from './views';
