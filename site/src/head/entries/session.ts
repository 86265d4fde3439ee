import { sessionHead } from '../sessionHead';

sessionHead(document, location);
