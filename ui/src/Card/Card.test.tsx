import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is a plain container by default', () => {
    const { container } = render(<Card>Body</Card>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows its title as a level-2 heading by default', () => {
    render(<Card title="Subscription">Body</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Subscription' })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(
      <Card title="Subscription" headingLevel={3}>
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Subscription' })).toBeInTheDocument();
  });

  it('is a region named by its title as a section', () => {
    render(
      <Card as="section" title="Subscription">
        Body
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Subscription' })).toHaveTextContent('Body');
  });

  it('is an article named by its title', () => {
    render(
      <Card as="article" title="Subscription">
        Body
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Subscription' })).toBeInTheDocument();
  });

  it('shows content beside the title', () => {
    render(
      <Card title="Subscription" headerEnd={<span>Active</span>}>
        Body
      </Card>,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
  });
});
