// The bare root (`/`): as every public page (theme, forms, the session cookie's mark), and first
// another language's visitor goes there.
import { cancelNativeSubmits } from '../nativeSubmits';
import { rootLanguageHead } from '../rootLanguageHead';
import { sessionHintHead } from '../sessionHead';
import { storedThemeHead } from '../themeHead';

storedThemeHead(document);
cancelNativeSubmits(document);
rootLanguageHead(document, navigator, location);
sessionHintHead(document);
