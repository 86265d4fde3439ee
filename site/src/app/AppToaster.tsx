import { observer } from 'mobx-react-lite';
import { Toaster } from '@chameleon/ui';
import type { LocaleEdges, Translate } from '../i18n/pageMessages';
import { translatorFrom } from '../i18n/pageMessages';
import { useMounted } from './useMounted';
import { useStores } from './StoreProvider';

/**
 * The toasts of the NotificationStore. It lives beside the page (Gatsby's `wrapPageElement`),
 * outside the i18n provider, so it reads messages from the page query like the error page.
 */
export const AppToaster = observer(function AppToaster({ translate }: { translate: Translate }) {
  const { notifications } = useStores();
  return (
    <Toaster
      notifications={notifications.notifications.map(({ id, title, content, type, data }) => ({
        id,
        type,
        title: translate('notifications', title, data),
        ...(content === undefined ? {} : { content: translate('notifications', content, data) }),
      }))}
      onDismiss={notifications.dismiss}
      viewportLabel={translate('notifications', 'toaster.label')}
      closeLabel={translate('notifications', 'toast.close')}
      toastLabel={translate('notifications', 'toast.label')}
    />
  );
});

/**
 * Every page query loads the `notifications` messages (a few hundred bytes), because a toast
 * raised on one page may still be showing after navigating to another (a 401 sign-out, a
 * failed call). A page without them (a new page whose query forgot the namespace) keeps its
 * toasts in the store rather than showing raw keys.
 */
export function PageToaster({ locales }: { locales: LocaleEdges | undefined }) {
  // The toasts' portal exists only in the browser: nothing of it is in the static HTML.
  const mounted = useMounted();
  if (!mounted || !locales?.edges.some(({ node }) => node.ns === 'notifications')) return null;
  return <AppToaster translate={translatorFrom(locales)} />;
}
