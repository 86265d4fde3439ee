import type { ReactNode, SVGProps } from 'react';

/**
 * The kit's icons, drawn once, on one stroke. Each is decorative (`aria-hidden`): the control
 * or text beside it carries the meaning. Sizes come from the caller (`className`, or `width`
 * and `height`); colour is `currentColor`.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

/** The one stroke width, in units of a 24-unit grid: every outline icon reads equally heavy. */
export const ICON_STROKE_WIDTH = 2;

function Icon({ children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={ICON_STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z" />
  </Icon>
);

export const MoonIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z" />
  </Icon>
);

export const SunIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="4.25" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </Icon>
);

/** An eye; `crossed` while the password is shown (the action hides it). */
export const EyeIcon = ({ crossed = false, ...props }: IconProps & { crossed?: boolean }) => (
  <Icon {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M4 4l16 16" /> : null}
  </Icon>
);

/** Opens elsewhere: a box with an arrow leaving it. */
export const ExternalLinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13.5 4.13h6.37v6.37M19.5 4.5l-8.25 8.25M9.75 4.88h-4.5a1.13 1.13 0 0 0-1.13 1.12v12.75c0 .62.51 1.13 1.13 1.13H18a1.13 1.13 0 0 0 1.13-1.13v-4.5" />
  </Icon>
);

export const SuccessIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </Icon>
);

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.5h.01" />
  </Icon>
);

export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6m0-6-6 6" />
  </Icon>
);

/** Something to know about a field or a message: a circle with an exclamation mark. */
export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V13M12 16.5h.01" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </Icon>
);

/** Telegram's paper plane: a brand mark, filled. */
export const TelegramIcon = (props: IconProps) => (
  <Icon fill="currentColor" stroke="none" {...props}>
    <path d="M21.2 3.6 2.9 10.7c-1 .4-.9 1.8.1 2.1l4.6 1.4 1.8 5.4c.3.9 1.4 1.1 2 .5l2.6-2.4 4.6 3.4c.7.5 1.8.1 2-.8l3-14.6c.2-1.1-.9-2-1.9-1.6Zm-3.6 4-7.4 6.7-.3 3.1-1.5-4.4 9.2-5.4Z" />
  </Icon>
);

/** VK's letters, drawn on the kit's stroke. */
export const VkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 7 6 17l3.5-10M13.5 7v10M21 7l-7 5 7 5" />
  </Icon>
);
