import type * as ReactModule from 'react';
import type * as RuntimeConfigModule from '../../config/runtimeConfig';

// Shared jest.mock factories for screen tests (each test file registers them itself, since
// jest.mock calls are hoisted per file).

/** Gatsby's runtime without its router globals: `navigate` is a spy, `Link` a plain anchor. */
export function gatsbyMock() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as typeof ReactModule;
  return {
    navigate: jest.fn(),
    graphql: () => '',
    Link: React.forwardRef<HTMLAnchorElement, { to: string } & Record<string, unknown>>(function Link({ to, ...rest }, ref) {
      return React.createElement('a', { href: to, ref, ...rest });
    }),
  };
}

/** The build-default runtime configuration, without a captcha site key (the development stand-in). */
export function runtimeConfigMock() {
  const { defaultRuntimeConfig } = jest.requireActual<typeof RuntimeConfigModule>('../../config/runtimeConfig');
  const config = { ...defaultRuntimeConfig, captchaSiteKey: '' };
  return {
    useRuntimeConfig: () => config,
    RuntimeConfigProvider: ({ children }: { children: unknown }) => children,
  };
}
