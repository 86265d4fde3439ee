import { useEffect, useState } from 'react';
import { graphql } from 'gatsby';
import FloorPage from '../../../reference-gatsby/src/pages/index';
import { fetchMainData } from '../mainData';

/**
 * What a page that asks for its data only once hydrated paints: the floor's page plus the
 * user's login, loaded from the main-data endpoint with the session cookie's token, as the site
 * sends it. The mark is the one the account sections set (`dataPaintedMark` in
 * site/src/screens/profile/ProfileRoute.tsx), in the frame after the login's commit.
 */
export default function DataPage() {
  const [login, setLogin] = useState<string | null>(null);
  useEffect(() => {
    void fetchMainData().then((reply) => setLogin((reply as { user?: { login?: string } }).user?.login ?? '?'));
  }, []);
  useEffect(() => {
    if (login === null) return undefined;
    const frame = requestAnimationFrame(() => performance.mark('data-painted'));
    return () => cancelAnimationFrame(frame);
  }, [login]);
  return (
    <>
      <FloorPage />
      {login !== null && <p>{login}</p>}
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
