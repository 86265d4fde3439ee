import { observer } from 'mobx-react-lite';
import { Toaster } from '@chameleon/ui';
import type { RootStore } from '../stores';
import type { Translate } from '../i18n/pageMessages';

/**
 * The toasts of the NotificationStore. It lives beside the page (Gatsby's `wrapPageElement`),
 * outside the i18n provider, so it reads messages from the page query like the error page.
 * Loaded on demand (Radix Toast is not in the first load): see `PageToaster`.
 */
const AppToasterView = observer(function AppToasterView({ notifications, translate }: { notifications: RootStore['notifications']; translate: Translate }) {
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

export default AppToasterView;
