// The account and visitors-only pages: the stored theme, forms kept on the page until hydration,
// then the guards' session rule.
import { cancelNativeSubmits } from '../nativeSubmits';
import { sessionHead } from '../sessionHead';
import { storedThemeHead } from '../themeHead';

storedThemeHead(document);
cancelNativeSubmits(document);
sessionHead(document, location);
