// At the end of every page's body, after the template holding Gatsby's scripts: a form sent
// before hydration stays on the page, and Gatsby's scripts start once the page is painted.
import { cancelNativeSubmits } from '../nativeSubmits';
import { afterFirstPaint, startHeldScripts } from '../scriptsAfterPaint';

cancelNativeSubmits();
afterFirstPaint(startHeldScripts);
