// The bare root (`/`): as every public page, and first another language's visitor goes there.
import { rootLanguageHead } from '../rootLanguageHead';
import { sessionHintHead } from '../sessionHead';
import { storedThemeHead } from '../themeHead';

storedThemeHead(document);
rootLanguageHead(document, navigator, location);
sessionHintHead(document);
