// The API runs in-process in the site's jsdom tests. Its mail components come from
// @react-email/components, whose code block (no mail of ours uses it) loads Prism, and Prism
// probes `document.currentScript` on import in a way jsdom does not support.
export const CodeBlock = () => null;
