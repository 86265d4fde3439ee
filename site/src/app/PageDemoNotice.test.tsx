import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { languages } from '../../../locales/config';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { defaultRuntimeConfig } from '../config/defaults';
import type { LocaleEdges } from '../i18n/pageMessages';
import { PageDemoNotice } from './PageDemoNotice';

// In demo mode every page says its data is demo data, in the page's language.

const notificationsOf = (language: string) => readFileSync(path.join(__dirname, '../../../locales', language, 'notifications.json'), 'utf8');
const localesOf = (language: string): LocaleEdges => ({ edges: [{ node: { ns: 'notifications', language, data: notificationsOf(language) } }] });

it('shows nothing on the build defaults (a real deploy)', () => {
  const { container } = render(<PageDemoNotice locales={localesOf('en')} />);
  expect(container).toBeEmptyDOMElement();
});

it('shows the translated notice in all five languages once the served configuration says demo', async () => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ ...defaultRuntimeConfig, demo: true }) })) as unknown as typeof fetch;
  render(
    <RuntimeConfigProvider>
      {languages.map((language) => (
        <PageDemoNotice key={language} locales={localesOf(language)} />
      ))}
    </RuntimeConfigProvider>,
  );
  const expected = languages.map((language) => (JSON.parse(notificationsOf(language)) as Record<string, string>)['demo.notice']);
  await waitFor(() => expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual(expected));
  expect(new Set(expected).size).toBe(5);
});
