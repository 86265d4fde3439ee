import { themeHead } from '../themeHead';

try {
  themeHead(document, localStorage);
} catch {
  // Storage refused (privacy settings): the default theme stays.
}
