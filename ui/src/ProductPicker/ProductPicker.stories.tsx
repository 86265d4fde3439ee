import type { StoryObj } from '@storybook/react-vite';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { PseudoStates, pseudoStates } from '../../../.storybook/pseudo';
import type { KitMeta } from '../../../.storybook/docs';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { ProductPicker, type ProductPickerOption } from './ProductPicker';
import { useDaysLabel } from './daysLabel.story';

interface Args {
  days: number[];
  withPrices: boolean;
  initial: number | null;
  disabled: boolean;
  onChange: (days: number) => void;
}

// Prices are not in the spec; the stories show how a caller-formatted price text looks.
const euros: Record<number, number> = { 1: 0.99, 7: 2.99, 30: 9.99, 90: 24.99 };

function Picker({ days, withPrices, initial, disabled, onChange }: Args) {
  const t = useT('profile');
  const locale = useLocale();
  const daysLabel = useDaysLabel();
  const [value, setValue] = useState<number | null>(initial);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const products: ProductPickerOption[] = days.map((count) => ({
    days: count,
    price: withPrices ? money.format(euros[count] ?? count * 0.33) : undefined,
  }));
  return (
    <ProductPicker
      products={products}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      label={t('products.label')}
      daysLabel={daysLabel}
      emptyTitle={t('products.empty.title')}
      emptyDescription={t('products.empty.description')}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Account/ProductPicker',
  component: ProductPicker,
  render: (args) => <Picker {...args} />,
  args: { days: [1, 7, 30, 90], withPrices: true, initial: 30, disabled: false, onChange: fn() },
  argTypes: { initial: { control: 'number' } },
} satisfies KitMeta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof Picker>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const Selected: Story = {};

export const NothingSelected: Story = { args: { initial: null } };

export const WithoutPrices: Story = { args: { withPrices: false } };

export const Disabled: Story = { args: { disabled: true } };

export const Empty: Story = { args: { days: [] } };

export const PickWithMouse: Story = {
  tags: ['interaction'],
  args: { initial: null },
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[2] as HTMLElement);
    await expect(radios[2]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
  },
};

export const PickWithArrowKeys: Story = {
  tags: ['interaction'],
  args: { initial: 7 },
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[2]).toBeChecked();
    await expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
  },
};

/**
 * The first (unselected) plan hovered, then the selected plan keyboard-focused (arrow keys move
 * within the group), shown without a pointer (storybook-addon-pseudo-states). Options
 * have no pressed style: a press selects.
 */
export const HoverAndFocus: Story = {
  parameters: pseudoStates({ hover: ['label:first-of-type'], focus: ['input:checked'] }),
  render: (args) => (
    <PseudoStates states={['hover', 'focus']}>
      <Picker {...args} />
    </PseudoStates>
  ),
};

/** The longest German message as the group's label. */
function StressPicker(args: Args) {
  const { longest } = stressText(useLocale());
  const money = new Intl.NumberFormat(useLocale(), { style: 'currency', currency: 'EUR' });
  return (
    <ProductPicker
      products={args.days.map((days) => ({ days, price: money.format(euros[days] ?? days * 0.33) }))}
      value={args.initial}
      onChange={args.onChange}
      label={longest}
      daysLabel={useDaysLabel()}
      emptyTitle={longest}
      emptyDescription={longest}
    />
  );
}

/** German on a 320 px phone with the longest message as the label: it wraps, the plans stay inside the screen. */
export const Stress: Story = {
  globals: germanPhone,
  render: (args) => <StressPicker {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
