import { DemoNotice } from '@chameleon/ui';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { translatorFrom, type LocaleEdges } from '../i18n/pageMessages';

/**
 * "Demo: the data is not real" on every page while the deployed configuration says `demo`
 * (`pnpm start`). Beside the page like the toaster, outside the i18n provider, so it reads the
 * `notifications` messages every page query loads. Nothing in the static HTML: the build
 * defaults have no `demo`. It is the last thing on the page, in the flow, so it covers nothing
 * and appearing after load moves nothing above it.
 */
export function PageDemoNotice({ locales }: { locales: LocaleEdges | undefined }) {
  const { demo } = useRuntimeConfig();
  if (demo !== true) return null;
  return <DemoNotice>{translatorFrom(locales)('notifications', 'demo.notice')}</DemoNotice>;
}
