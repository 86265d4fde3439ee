export { ProductPicker } from './ProductPicker';
export type { ProductPickerProps, ProductPickerOption } from './ProductPicker';
