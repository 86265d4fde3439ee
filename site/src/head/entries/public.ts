// Every other page but the bare root: the stored theme, then the session cookie's mark.
import { sessionHintHead } from '../sessionHead';
import { storedThemeHead } from '../themeHead';

storedThemeHead(document);
sessionHintHead(document);
