export * from './theme';
export * from './Button';
export * from './IconButton';
export * from './Spinner';
