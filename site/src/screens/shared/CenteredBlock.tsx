import type { ReactNode } from 'react';
import { Stack } from '@chameleon/ui';
import * as styles from './CenteredBlock.css';

/** A centred block for loading and failure states inside a layout. */
export function CenteredBlock({ children }: { children: ReactNode }) {
  return (
    <Stack space="md" align="center" className={styles.block}>
      {children}
    </Stack>
  );
}
