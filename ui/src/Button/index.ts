export { Button, buttonVariants, buttonSizes } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize, NativeButtonProps, AnchorButtonProps, LinkButtonProps } from './Button';
