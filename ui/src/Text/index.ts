export { Text, textSizes, textTones, textWeights } from './Text';
export type { TextProps, TextSize, TextTone, TextWeight } from './Text';
