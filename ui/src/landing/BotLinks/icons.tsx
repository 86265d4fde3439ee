import type { ComponentType } from 'react';
import type { BotKind } from './BotLinks';

const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': true,
  focusable: false,
} as const;

function TelegramIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M21.2 3.6 2.9 10.7c-1 .4-.9 1.8.1 2.1l4.6 1.4 1.8 5.4c.3.9 1.4 1.1 2 .5l2.6-2.4 4.6 3.4c.7.5 1.8.1 2-.8l3-14.6c.2-1.1-.9-2-1.9-1.6Zm-3.6 4-7.4 6.7-.3 3.1-1.5-4.4 9.2-5.4Z" />
    </svg>
  );
}

function VkIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2.5 7 6 17l3.5-10" />
      <path d="M13.5 7v10" />
      <path d="M21 7l-7 5 7 5" />
    </svg>
  );
}

export const botIcons: Record<BotKind, ComponentType> = { telegram: TelegramIcon, vk: VkIcon };
