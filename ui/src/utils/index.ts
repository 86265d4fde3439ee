export { visuallyHidden, visuallyHiddenRules } from './visuallyHidden.css';
export { cx } from './cx';
export { mergeRefs } from './mergeRefs';
