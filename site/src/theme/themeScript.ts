import { themeAttribute } from '@chameleon/ui';
import { themeStorageKey } from '../stores/ThemeStore';

/**
 * Runs in `<head>` before the body is parsed, so a returning light-theme visitor never sees a
 * dark frame. Kept tiny and dependency-free: it is inlined into every page.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==="light"||t==="dark")document.documentElement.setAttribute(${JSON.stringify(themeAttribute)},t)}catch(e){}})();`;
