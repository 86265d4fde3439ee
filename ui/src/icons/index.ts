export * from './icons';
export * from './sizes';
