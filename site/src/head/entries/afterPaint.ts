// At the end of every page's body, after the template holding Gatsby's scripts: starts them
// once the page is painted.
import { afterFirstPaint, startHeldScripts } from '../scriptsAfterPaint';

afterFirstPaint(startHeldScripts);
