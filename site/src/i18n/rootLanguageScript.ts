import { defaultLanguage, languages, localeCookie } from './locales';

/**
 * The bare root's language choice, made in `<head>` while the page is still being parsed: a
 * visitor whose stored choice or browser language is another locale goes there with
 * `location.replace` instead of seeing the Russian page, then a switch to their language once
 * the app has loaded. (On a slow network the Russian page may still show for a moment while
 * the other one arrives; it is never hydrated and switched.)
 * The same rule as `preferredLanguage` (locales.ts): the stored cookie, then the first browser
 * language whose primary subtag is a locale, then the default; the tests run both over one
 * table. `useRootLanguageRedirect` still covers in-app navigation to `/`.
 */
export const rootLanguageScript =
  `(function(){try{var L=${JSON.stringify(languages)},D=${JSON.stringify(defaultLanguage)},C=${JSON.stringify(localeCookie)},p=null;` +
    // The first cookie of that name counts, valid or not, as `readCookie` has it.
  'var c=document.cookie.split(";");for(var i=0;i<c.length;i++){var k=c[i].split("=");if(k[0].trim()===C){var v=(k[1]||"").trim();if(L.indexOf(v)>=0)p=v;break}}' +
  'if(!p){var b=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];' +
  'for(var j=0;j<b.length&&!p;j++){var t=String(b[j]||"").toLowerCase().split("-")[0];if(L.indexOf(t)>=0)p=t}}' +
  'if(p&&p!==D)location.replace("/"+p+"/"+location.search+location.hash)}catch(e){}})();';
