import { rootLanguageHead } from '../rootLanguageHead';

rootLanguageHead(document, navigator, location);
