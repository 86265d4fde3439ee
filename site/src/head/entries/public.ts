// Every other page but the bare root: the stored theme, forms kept on the page until hydration,
// then the session cookie's mark.
import { cancelNativeSubmits } from '../nativeSubmits';
import { sessionHintHead } from '../sessionHead';
import { storedThemeHead } from '../themeHead';

storedThemeHead(document);
cancelNativeSubmits(document);
sessionHintHead(document);
