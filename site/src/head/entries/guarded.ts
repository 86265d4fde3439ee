// The account and visitors-only pages: the stored theme, then the guards' session rule.
import { sessionHead } from '../sessionHead';
import { storedThemeHead } from '../themeHead';

storedThemeHead(document);
sessionHead(document, location);
