import { render, screen } from '@testing-library/react';
import { Text, textSizes, textTones } from './Text';

describe('Text', () => {
  it('is a paragraph by default', () => {
    render(<Text>Install the launcher</Text>);
    expect(screen.getByText('Install the launcher').tagName).toBe('P');
  });

  it('renders the element it is given', () => {
    render(
      <p>
        Version <Text as="span">2.4.1</Text>
      </p>,
    );
    expect(screen.getByText('2.4.1').tagName).toBe('SPAN');
  });

  it('gives each size and each tone its own class', () => {
    const classes = new Set<string>();
    for (const size of textSizes)
      for (const tone of textTones) {
        const { unmount } = render(
          <Text size={size} tone={tone}>
            Body
          </Text>,
        );
        classes.add(screen.getByText('Body').className);
        unmount();
      }
    expect(classes.size).toBe(textSizes.length * textTones.length);
  });

  it('adds the caller\'s class and native attributes', () => {
    render(
      <Text className="note" id="hint">
        Hint
      </Text>,
    );
    const text = screen.getByText('Hint');
    expect(text).toHaveAttribute('id', 'hint');
    expect(text.className).toMatch(/\bnote$/);
  });
});
