import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// jsdom has no Pointer Capture; Radix calls these on pointer down.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

// A screen's first render in a file loads its lazy sections cold; on a busy CI machine that
// outlasts Testing Library's 1 s default for `findBy*` and `waitFor`, and a test would fail for
// the machine's load, not for what it checks.
configure({ asyncUtilTimeout: 5000 });
