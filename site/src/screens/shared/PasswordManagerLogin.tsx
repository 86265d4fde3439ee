import { observer } from 'mobx-react-lite';
import { useTabStores } from '../../app/useRootStore';

/**
 * Inside a form that sets a password for the signed-in user (settings, the restore flow opened
 * from settings): the account's login as a hidden `autocomplete="username"` field. Without it a
 * password manager cannot tell which saved login the new password replaces, and Chromium says so
 * in the console. Hidden, it is no control and no field of the request (useForm sends its own
 * values). Nothing without a signed-in user: the public restore flow knows only an e-mail, and
 * the saved login is the login.
 */
export const PasswordManagerLogin = observer(function PasswordManagerLogin() {
  const login = useTabStores().stores?.session.user?.login;
  if (!login) return null;
  return <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />;
});
