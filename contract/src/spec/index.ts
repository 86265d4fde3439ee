// The site's reading of the wire: spec section 7's keys, everything else optional.
export * from './entities';
export * from './formFields';
export * from './calls';
export * from './endpoints';
