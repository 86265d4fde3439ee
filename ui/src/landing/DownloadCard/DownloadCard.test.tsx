import { render, screen, within } from '@testing-library/react';
import { DownloadCard } from './DownloadCard';

const props = {
  heading: 'Get the launcher',
  description: 'One launcher for both games.',
  href: 'https://cdn.example.com/ChameleonSetup.exe',
  downloadLabel: 'Download the launcher',
  stepsHeading: 'How to install',
  steps: ['Download the installer', 'Run it and follow the prompts', 'Sign in'],
};

describe('DownloadCard', () => {
  it('titles the section with a level 2 heading and the steps with a level 3 heading', () => {
    render(<DownloadCard {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get the launcher' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'How to install' })).toBeInTheDocument();
  });

  it('links to the launcher download in the same tab', () => {
    render(<DownloadCard {...props} />);
    const link = screen.getByRole('link', { name: 'Download the launcher' });
    expect(link).toHaveAttribute('href', props.href);
    expect(link).not.toHaveAttribute('target');
  });

  it('lists the install steps in order, named by their heading', () => {
    render(<DownloadCard {...props} />);
    const steps = screen.getByRole('list', { name: 'How to install' });
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(props.steps);
  });

  it('shows the version and platform when given', () => {
    render(<DownloadCard {...props} version="Version 2.4.1" platform="Windows 10 and 11, 64-bit" />);
    expect(screen.getByText('Version 2.4.1')).toBeInTheDocument();
    expect(screen.getByText('Windows 10 and 11, 64-bit')).toBeInTheDocument();
  });

  it('shows no details list when neither version nor platform is given', () => {
    render(<DownloadCard {...props} />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });
});
