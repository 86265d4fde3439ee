import type { ReactNode } from 'react';
import { Stack } from '@chameleon/ui';
import * as styles from './AuthAside.css';

/** The links under an auth form ("No account yet? Create one"), set off by a rule. */
export function AuthAside({ children }: { children: ReactNode }) {
  return (
    <Stack space="xs" className={styles.aside}>
      {children}
    </Stack>
  );
}

/** The look of a link in an AuthAside. */
export const asideLink = styles.link;
