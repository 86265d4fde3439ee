export { default } from '../test-runner';
