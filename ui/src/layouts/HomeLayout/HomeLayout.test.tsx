import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeLayout } from './HomeLayout';
import { skipLink, testChrome } from '../Page/testing';

function renderHome(mainId?: string) {
  return render(
    <HomeLayout
      {...testChrome}
      mainId={mainId}
      header={
        <header>
          <a href="/en/">Chameleon</a>
        </header>
      }
    >
      <section>
        <h1>Skins for both games</h1>
      </section>
    </HomeLayout>,
  );
}

describe('HomeLayout', () => {
  it('makes the skip link the first stop of the keyboard', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.tab();
    expect(skipLink()).toHaveFocus();
  });

  it('follows a custom main id', () => {
    renderHome('landing');
    expect(skipLink()).toHaveAttribute('href', '#landing');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'landing');
  });

  it('lets the skip link move focus into <main>', () => {
    renderHome();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('places header, main content and footer as landmarks', () => {
    renderHome();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Skins for both games' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
