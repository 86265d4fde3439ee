import { formatDateTime } from '@chameleon/ui';

/** The spec's readable date inside running text: its date and time never wrap apart on a narrow screen. */
export const readableDate = (iso: string) => formatDateTime(iso).replace(' ', '\u00a0');
