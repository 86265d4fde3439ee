import { useEffect, useState } from 'react';
import { graphql } from 'gatsby';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import * as z from 'zod/mini';
import FloorPage from '../../../reference-gatsby/src/pages/index';
import { mainData } from '../mainData';

// The site's zod setting (contract/src/zodConfig.ts): no code generation, which the CSP forbids.
z.config({ jitless: true });

/** The main-data reply as far as this page reads it, parsed as the site's stores parse replies. */
const MainData = z.object({ user: z.object({ login: z.string() }) });

/** A store in the site's manner: observable state, loaded through an injected transport. */
class ProfileStore {
  login: string | null = null;

  constructor(private readonly load: () => Promise<unknown>) {
    makeAutoObservable(this);
  }

  async fetch(): Promise<void> {
    const reply = MainData.parse(await this.load());
    runInAction(() => (this.login = reply.user.login));
  }
}

const Login = observer(function Login({ store }: { store: ProfileStore }) {
  useEffect(() => {
    if (store.login === null) return undefined;
    const frame = requestAnimationFrame(() => performance.mark('data-painted'));
    return () => cancelAnimationFrame(frame);
  }, [store.login]);
  return store.login === null ? null : <p>{store.login}</p>;
});

/**
 * bench/reference-gatsby-data arranged as the site is, with the stack's client libraries: the
 * main data asked for as the bundle starts (gatsby-browser), its reply parsed with zod/mini into
 * a MobX store once hydrated and shown by an observer. What the stack can reach, before any of
 * the site's own code.
 */
export default function StackDataPage() {
  const [store] = useState(() => new ProfileStore(mainData));
  useEffect(() => void store.fetch(), [store]);
  return (
    <>
      <FloorPage />
      <Login store={store} />
    </>
  );
}

export { Head } from '../../../reference-gatsby/src/pages/index';

// Gatsby reads a page's query from its own file, so the floor's query (its strings) stands here again.
export const query = graphql`
  query IndexPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) { edges { node { ns data language } } }
  }
`;
