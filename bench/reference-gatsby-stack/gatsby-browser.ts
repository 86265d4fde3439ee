import type { GatsbyBrowser } from 'gatsby';
import { mainData } from './src/mainData';

// The site's early start: the main data is asked for as the bundle starts, not once hydrated.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => void mainData();
