import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { ProductPicker, type ProductPickerOption, type ProductPickerProps } from './ProductPicker';
import { useDaysLabel } from './daysLabel.story';

/** Story-only choices, passed in `render`: Controls lists only ProductPicker's own props. */
interface Options {
  /** The plans on sale, by length in days. */
  days?: number[];
  withPrices?: boolean;
  /** The plan picked when the story opens. */
  initial?: number | null;
}

// Prices are not in the spec; the stories show how a caller-formatted price text looks.
const euros: Record<number, number> = { 1: 0.99, 7: 2.99, 30: 9.99, 90: 24.99 };

function Picker({ days = [1, 7, 30, 90], withPrices = true, initial = 30, onChange, ...args }: Partial<ProductPickerProps> & Options) {
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
        onChange?.(next);
      }}
      label={t('products.label')}
      daysLabel={daysLabel}
      emptyTitle={t('products.empty.title')}
      emptyDescription={t('products.empty.description')}
      {...args}
    />
  );
}

const meta = {
  title: 'Account/ProductPicker',
  component: ProductPicker,
  render: (args) => <Picker {...args} />,
  args: { disabled: false, onChange: fn() },
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus into the options, onto the chosen one.' },
      { keys: 'Arrow keys', does: 'Move to the next or previous option and choose it.' },
      { keys: 'Space', does: 'Chooses the focused option.' },
    ],
  },
} satisfies Meta<typeof ProductPicker>;

export default meta;
type Story = StoryObj<typeof ProductPicker>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Selected: Story = {};

export const NothingSelected: Story = { render: (args) => <Picker {...args} initial={null} /> };

export const WithoutPrices: Story = { render: (args) => <Picker {...args} withPrices={false} /> };

export const Disabled: Story = { args: { disabled: true } };

export const Empty: Story = { render: (args) => <Picker {...args} days={[]} /> };

export const PickWithMouse: Story = {
  render: (args) => <Picker {...args} initial={null} />,
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[2] as HTMLElement);
    await expect(radios[2]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
  },
};

export const PickWithArrowKeys: Story = {
  render: (args) => <Picker {...args} initial={7} />,
  tags: ['interaction', '!autodocs'],
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
 * Every state at rest, then the first plan hovered and pressed and the picked one
 * keyboard-focused.
 */
export const States: Story = statesOf(
  meta,
  { Selected, NothingSelected, WithoutPrices, Disabled, Empty },
  { hover: ['label:first-of-type'], focus: ['input:checked'], pressed: ['label:first-of-type'], cellWidth: '20rem' },
);

/** The longest German message as the group's label. */
function StressPicker({ onChange }: Partial<ProductPickerProps>) {
  const { longest } = stressText(useLocale());
  const money = new Intl.NumberFormat(useLocale(), { style: 'currency', currency: 'EUR' });
  return (
    <ProductPicker
      products={[1, 7, 30, 90].map((days) => ({ days, price: money.format(euros[days] ?? days * 0.33) }))}
      value={30}
      onChange={onChange ?? (() => {})}
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
