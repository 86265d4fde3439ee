/**
 * The messages a page query loaded (`locales: allLocale(...)`), readable without i18next:
 * Gatsby's `Head` and the error boundary's fallback render outside the plugin's provider.
 */
export interface LocaleEdges {
  edges: ReadonlyArray<{ node: { ns: string; data: string; language: string } }>;
}

export type Translate = (ns: string, key: string, values?: Record<string, string | number>) => string;

export function translatorFrom(locales: LocaleEdges | undefined): Translate {
  const catalogue = new Map<string, Record<string, string>>();
  for (const { node } of locales?.edges ?? []) {
    try {
      catalogue.set(node.ns, JSON.parse(node.data) as Record<string, string>);
    } catch {
      catalogue.set(node.ns, {});
    }
  }
  return (ns, key, values = {}) => {
    const message = catalogue.get(ns)?.[key];
    if (message === undefined) return key;
    return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
