export { Card, cardElements, cardHeadingLevels } from './Card';
export type { CardProps, CardElement, CardHeadingLevel } from './Card';
