import type { ComponentType, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { AuthLayout } from '../AuthLayout';
import { DefaultLayout } from '../DefaultLayout';
import { HomeLayout } from '../HomeLayout';
import { ProfileLayout } from '../ProfileLayout';
import { skipLinkTarget, testChrome } from './testing';

type Chrome = typeof testChrome & { children: ReactNode };

// Every layout with chrome draws it through PageFrame: the skip link must reach each one's <main>.
const layouts: [string, ComponentType<Chrome>][] = [
  ['AuthLayout', AuthLayout],
  ['DefaultLayout', DefaultLayout],
  ['HomeLayout', HomeLayout],
  ['ProfileLayout', (props) => <ProfileLayout nav={<nav aria-label="Account sections" />} {...props} />],
];

describe.each(layouts)('%s', (_name, Layout) => {
  it('points the skip link at <main>', () => {
    render(
      <Layout {...testChrome}>
        <h1>Content</h1>
      </Layout>,
    );
    expect(skipLinkTarget()).toBe(screen.getByRole('main'));
  });
});
