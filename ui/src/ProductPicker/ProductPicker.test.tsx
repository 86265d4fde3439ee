import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductPicker, type ProductPickerProps } from './ProductPicker';

const products = [{ days: 7, price: '€2.99' }, { days: 30, price: '€9.99' }, { days: 90 }];
const daysLabel = (days: number) => `${days} days`;

function Controlled(props: Partial<ProductPickerProps> & { initial?: number | null }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <ProductPicker
      products={products}
      value={value}
      onChange={(days) => {
        setValue(days);
        onChange?.(days);
      }}
      label="Subscription period"
      daysLabel={daysLabel}
      emptyTitle="No subscriptions available"
      emptyDescription="There are no subscriptions for this game in your region yet."

      {...rest}
    />
  );
}

describe('ProductPicker', () => {
  it('is a radio group named by its label with one radio per product', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Subscription period' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['7', '30', '90']);
  });

  it('names each option by its days and shows the price when given', () => {
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: '30 days €9.99' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '90 days' })).toBeInTheDocument();
  });

  it('checks the option of the value', () => {
    render(<Controlled initial={30} />);
    expect(screen.getByRole('radio', { name: /^30 days/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^7 days/ })).not.toBeChecked();
  });

  it('reports a click on an option with its days', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByText('90 days'));
    expect(onChange).toHaveBeenCalledWith(90);
  });

  it('keeps exactly one option selected', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={7} />);
    await user.click(screen.getByRole('radio', { name: /^30 days/ }));
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled initial={7} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: /^7 days/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^30 days/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^90 days/ })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(90);
  });

  it('is one tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Controlled initial={30} />
        <button type="button">Pay</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
  });

  it('shows the empty state when there are no products', () => {
    render(<Controlled products={[]} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Subscription period' });
    expect(within(region).getByRole('heading', { name: 'No subscriptions available' })).toBeInTheDocument();
  });

  it('can be disabled as a whole', () => {
    render(<Controlled disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
