import { render } from '@testing-library/react';
import { Skeleton, skeletonShapes } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one line by default', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it('draws as many bones as asked', () => {
    const { container } = render(<Skeleton count={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it.each(skeletonShapes)('exposes the %s shape', (shape) => {
    const { container } = render(<Skeleton shape={shape} />);
    expect(container.firstElementChild).toHaveAttribute('data-shape', shape);
  });

  it('sizes its bones from width and height', () => {
    const { container } = render(<Skeleton shape="block" width="10rem" height="4rem" />);
    expect(container.querySelector('span')).toHaveStyle({ width: '10rem', height: '4rem' });
  });

  it('makes a circle as wide as it is high', () => {
    const { container } = render(<Skeleton shape="circle" height="3rem" />);
    expect(container.querySelector('span')).toHaveStyle({ width: '3rem', height: '3rem' });
  });

  it('ends several text lines short, like a paragraph', () => {
    const { container } = render(<Skeleton count={3} />);
    const lines = container.querySelectorAll('span');
    expect(lines[0]).toHaveStyle({ width: '100%' });
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });
});
