// Shared jest.mock factories for screen tests (each test file registers them itself, since
// jest.mock calls are hoisted per file).

/** Gatsby's runtime without its router globals: `navigate` is a spy, `Link` a plain anchor. */
export function gatsbyMock() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as typeof import('react');
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
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { defaultRuntimeConfig } = jest.requireActual('../../config/runtimeConfig') as typeof import('../../config/runtimeConfig');
  const config = { ...defaultRuntimeConfig, captchaSiteKey: '' };
  return { useRuntimeConfig: () => config, RuntimeConfigProvider: ({ children }: { children: unknown }) => children };
}
