import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { DemoNotice } from './DemoNotice';

describe('DemoNotice', () => {
  it('says what it is told, as a note', () => {
    render(<DemoNotice>Demo: the data is not real</DemoNotice>);
    expect(screen.getByRole('note')).toHaveTextContent('Demo: the data is not real');
  });

  it('hands its landmark to a ref, so a layout can measure it', () => {
    const ref = createRef<HTMLElement>();
    render(<DemoNotice ref={ref}>Demo</DemoNotice>);
    expect(ref.current).toBe(screen.getByRole('complementary'));
  });
});
