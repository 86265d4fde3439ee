export { Heading, headingLevels, headingSizes } from './Heading';
export type { HeadingProps, HeadingLevel, HeadingSize } from './Heading';
