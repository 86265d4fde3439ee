import { browserPageFiles, prefetchPageFiles } from './prefetchFiles';

describe('prefetchPageFiles', () => {
  const files = (data: unknown, chunks: Record<string, string[]> = { 'component---src-pages-auth-sign-in-tsx': ['/component---a.js', '/shared-b.js'] }) => {
    const fetched: string[] = [];
    const prefetched: string[] = [];
    return {
      fetched,
      prefetched,
      options: {
        fetchJson: (url: string) => {
          fetched.push(url);
          return Promise.resolve(data);
        },
        chunkFiles: (name: string) => chunks[name] ?? [],
        prefetchFile: (url: string) => prefetched.push(url),
      },
    };
  };

  it("fetches the page's data and hands each file of its code to the browser's prefetch", async () => {
    const { fetched, prefetched, options } = files({ componentChunkName: 'component---src-pages-auth-sign-in-tsx' });
    await prefetchPageFiles('/de/auth/sign-in/', options);
    expect({ fetched, prefetched }).toEqual({ fetched: ['/page-data/de/auth/sign-in/page-data.json'], prefetched: ['/component---a.js', '/shared-b.js'] });
  });

  it("reads the root's data from page-data/index", async () => {
    const { fetched, options } = files({});
    await prefetchPageFiles('/', options);
    expect(fetched).toEqual(['/page-data/index/page-data.json']);
  });

  it.each([null, 'html', { componentChunkName: 42 }])('prefetches no code when the page data is unusable (%p)', async (data) => {
    const { prefetched, options } = files(data);
    await prefetchPageFiles('/en/profile/', options);
    expect(prefetched).toEqual([]);
  });
});

describe('browserPageFiles', () => {
  afterEach(() => {
    delete window.___chunkMapping;
    document.head.innerHTML = '';
  });

  it('reads the chunk map Gatsby inlines as a JSON string', () => {
    window.___chunkMapping = JSON.stringify({ app: ['/app-1.js'] });
    expect(browserPageFiles.chunkFiles('app')).toEqual(['/app-1.js']);
    expect(browserPageFiles.chunkFiles('missing')).toEqual([]);
  });

  it('prefetches a file with a link the browser fetches at idle priority', () => {
    browserPageFiles.prefetchFile('/app-1.js');
    expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute('href', '/app-1.js');
  });
});
