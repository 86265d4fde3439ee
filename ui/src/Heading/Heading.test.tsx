import { render, screen } from '@testing-library/react';
import { Heading, headingLevels } from './Heading';

describe('Heading', () => {
  it.each(headingLevels)('renders level %i as its heading element', (level) => {
    render(<Heading level={level}>Subscription</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Subscription' })).toBeInTheDocument();
  });

  it('looks like its level unless given a size', () => {
    const { rerender } = render(<Heading level={1}>Title</Heading>);
    const levelOne = screen.getByRole('heading').className;
    rerender(<Heading level={2}>Title</Heading>);
    const levelTwo = screen.getByRole('heading').className;
    rerender(
      <Heading level={2} size="xl">
        Title
      </Heading>,
    );
    expect(levelTwo).not.toBe(levelOne);
    expect(screen.getByRole('heading', { level: 2 }).className).toBe(levelOne);
  });

  it('draws every level in a look of its own', () => {
    const { rerender } = render(<Heading level={1}>Title</Heading>);
    const looks = headingLevels.map((level) => {
      rerender(<Heading level={level}>Title</Heading>);
      return screen.getByRole('heading').className;
    });
    expect(new Set(looks).size).toBe(headingLevels.length);
  });

  it('keeps native attributes such as an id for aria-labelledby', () => {
    render(
      <section aria-labelledby="account">
        <Heading level={2} id="account">
          Account
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
  });
});
