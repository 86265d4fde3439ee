import { routes } from '@chameleon/contract';
import { ApiClient, type HttpReply } from '../transport/ApiClient';
import { afterFirstPaintQueue, earlyMainDataGlobal, earlyRuntimeConfigGlobal, takeEarlyMainData, takeEarlyRuntimeConfig } from '../transport/earlyRequests';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { defaultRuntimeConfig } from '../config/defaults';
import { accountHeadScript, accountSectionAttribute, guestHeadScript, sessionHintHeadScript } from './accountHeadScript';
import { sessionCookieAttribute } from './sessionHint';

const script = accountHeadScript({ language: 'en', apiBaseUrl: '/api/', mainDataPath: routes.frontendData.path, signInPath: '/en/auth/sign-in/' });

/** Runs the head script as the browser would, with its globals under the test's control. */
function runHead(cookie: string, address = { pathname: '/en/profile/subscription/', search: '?x=1', hash: '#top' }) {
  const scope: Record<string, unknown> = {};
  const replace = jest.fn();
  const fetchSpy = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true } as Response));
  const attributes: Record<string, string> = {};
  const root = { style: { visibility: '' }, setAttribute: (name: string, value: string) => (attributes[name] = value) };
  new Function('document', 'location', 'fetch', 'window', script)({ cookie, documentElement: root }, { ...address, replace }, fetchSpy, scope);
  const callTo = (target: string) => fetchSpy.mock.calls.find(([called]) => called === target) as [string, RequestInit] | undefined;
  return { scope, replace, fetchSpy, root, attributes, callTo, paint: () => paint(scope) };
}

/** What the paint-first loader does once the page is painted: calls what the head script queued. */
function paint(scope: Record<string, unknown>) {
  for (const send of (scope[afterFirstPaintQueue] as (() => unknown)[] | undefined) ?? []) send();
}

const url = `/api${routes.frontendData.path}`;

describe('the account head script', () => {
  it('sends a visitor without a token cookie to sign-in, hiding the page first, and requests nothing', () => {
    const { replace, fetchSpy, root, scope, attributes } = runHead('lang=en; old_access_token=x');
    expect(root.style.visibility).toBe('hidden');
    expect(attributes).toEqual({});
    expect(replace).toHaveBeenCalledWith(`/en/auth/sign-in/?${new URLSearchParams({ redirectTo: '/en/profile/subscription/?x=1#top' })}`);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(scope[earlyMainDataGlobal]).toBeUndefined();
  });

  it('treats an emptied token cookie as none', () => {
    expect(runHead('access_token=; lang=en').replace).toHaveBeenCalled();
  });

  it('sends nothing before the first paint, then both requests once, however often they are asked for', async () => {
    const { fetchSpy, paint: painted, scope } = runHead('access_token=tok');
    expect(fetchSpy).not.toHaveBeenCalled();
    painted();
    expect(fetchSpy.mock.calls.map(([called]) => called)).toEqual(['/runtime-config.json', url]);
    painted();
    await takeEarlyMainData(url, { method: 'GET', headers: { Authorization: 'Bearer tok' } }, scope);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('sends the main-data request itself when the ApiClient asks before the paint, and only once', async () => {
    const { fetchSpy, paint: painted, scope } = runHead('access_token=tok');
    await expect(takeEarlyMainData(url, { method: 'GET', headers: { Authorization: 'Bearer tok' } }, scope)).resolves.toEqual({ ok: true });
    expect(fetchSpy.mock.calls.map(([called]) => called)).toEqual([url]);
    painted();
    expect(fetchSpy.mock.calls.map(([called]) => called)).toEqual([url, '/runtime-config.json']);
  });

  it("prepares the main-data request with exactly the ApiClient's request (spec section 7)", async () => {
    const { callTo, replace, root, scope, paint: painted } = runHead('lang=en; access_token=tok%20en');
    painted();
    expect(replace).not.toHaveBeenCalled();
    expect(root.style.visibility).toBe('');

    const sent: { url: string; init: RequestInit }[] = [];
    const client = new ApiClient({
      baseUrl: '/api',
      locale: () => 'en',
      token: () => 'tok en',
      fetch: async (requestUrl, init): Promise<HttpReply> => {
        sent.push({ url: requestUrl, init });
        return { ok: true, status: 200, headers: new Headers(), text: async () => '{}' };
      },
    });
    await client.getMainData();
    const [clientCall] = sent;
    const [headUrl, headInit] = callTo(url) as [string, RequestInit];
    expect(headUrl).toBe(clientCall?.url);
    expect(headInit.method).toBe(clientCall?.init.method);
    expect(headInit.credentials).toBe(clientCall?.init.credentials);
    expect(headInit.body).toBeUndefined();
    expect(headInit.headers).toEqual(clientCall?.init.headers);
    expect(scope[earlyMainDataGlobal]).toMatchObject({ url, token: 'tok en' });
  });

  it.each([
    ['/en/profile/subscription/', 'subscription'],
    ['/profile/', 'home'],
    ['/de/profile/settings/', 'settings'],
  ])('names the section of %s on <html> for the static title', (pathname, section) => {
    expect(runHead('access_token=tok', { pathname, search: '', hash: '' }).attributes).toEqual({ [accountSectionAttribute]: section });
  });

  it.each(['/profile/unknown/', '/en/profile/toString/', '/profile/a/b/'])('names no section for %s', (pathname) => {
    const { attributes, callTo, paint: painted } = runHead('access_token=tok', { pathname, search: '', hash: '' });
    painted();
    expect(attributes).toEqual({});
    expect(callTo(url)).toBeDefined();
  });

  it('requests the runtime configuration as its loader does, and the loader takes that reply once', async () => {
    const deployed = { ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.com' };
    const reply = { ok: true, status: 200, json: async () => deployed } as Response;
    const scope: Record<string, unknown> = {};
    const head = jest.fn((_url: string, _init: RequestInit) => Promise.resolve(reply));
    new Function('document', 'location', 'fetch', 'window', script)(
      { cookie: 'access_token=tok', documentElement: { style: {}, setAttribute: () => undefined } },
      { pathname: '/en/profile/', search: '', hash: '' },
      head,
      scope,
    );
    paint(scope);
    const [[configUrl, headInit]] = head.mock.calls.filter(([called]) => called !== url) as [[string, RequestInit]];

    const loaderCalls: [string, RequestInit | undefined][] = [];
    const network = jest.fn(async () => ({ ok: false, status: 599, json: async () => ({}) }));
    const viaHead = (requestUrl: string, init: RequestInit = {}) => {
      loaderCalls.push([requestUrl, init]);
      return takeEarlyRuntimeConfig(requestUrl, init, scope) ?? network();
    };
    await expect(loadRuntimeConfig(viaHead)).resolves.toEqual(deployed);
    const [loaderUrl, loaderInit] = loaderCalls[0] as [string, RequestInit];
    expect(configUrl).toBe(loaderUrl);
    expect({ ...headInit }).toEqual({ cache: loaderInit.cache, headers: loaderInit.headers });
    expect(network).not.toHaveBeenCalled();
    // Once: a second load asks the network (which refuses here, so the defaults stay).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadRuntimeConfig(viaHead)).resolves.toEqual(defaultRuntimeConfig);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('runtime-config.json'), 'HTTP 599');
    warn.mockRestore();
    expect(network).toHaveBeenCalledTimes(1);
    expect(scope[earlyRuntimeConfigGlobal]).toBeUndefined();
  });
});

describe('the visitors-only head script', () => {
  const run = (cookie: string) => {
    const replace = jest.fn();
    const root = { style: { visibility: '' } };
    new Function('document', 'location', guestHeadScript({ profilePath: '/en/profile/' }))({ cookie, documentElement: root }, { replace });
    return { replace, root };
  };

  it('sends a session to the profile, hiding the page first', () => {
    const { replace, root } = run('lang=en; access_token=tok');
    expect(root.style.visibility).toBe('hidden');
    expect(replace).toHaveBeenCalledWith('/en/profile/');
  });

  it('leaves a visitor on the page, an emptied or look-alike cookie included', () => {
    for (const cookie of ['', 'lang=en', 'access_token=', 'old_access_token=tok', 'access_token=%E0%A4%A']) {
      const { replace, root } = run(cookie);
      expect(replace).not.toHaveBeenCalled();
      expect(root.style.visibility).toBe('');
    }
  });
});

describe("the public pages' session hint", () => {
  const run = (cookie: string) => {
    const attributes: Record<string, string> = {};
    new Function('document', sessionHintHeadScript())({ cookie, documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } });
    return attributes;
  };

  it('marks <html> for a session cookie, and for nothing else', () => {
    expect(run('lang=en; access_token=tok')).toEqual({ [sessionCookieAttribute]: '' });
    for (const cookie of ['', 'lang=en', 'access_token=', 'old_access_token=tok']) expect(run(cookie)).toEqual({});
  });
});

describe('taking the early request', () => {
  const early = (token = 'tok') => {
    const reply = Promise.resolve({ ok: true, status: 200 } as Response);
    return { scope: { [earlyMainDataGlobal]: { url, token, send: () => reply } } as Record<string, unknown>, reply };
  };
  const init = (token = 'tok', extra: RequestInit = {}): RequestInit => ({ method: 'GET', headers: { Authorization: `Bearer ${token}` }, ...extra });

  it('hands the reply to the identical call, once', async () => {
    const { scope, reply } = early();
    const taken = takeEarlyMainData(url, init(), scope);
    expect(taken).not.toBeNull();
    await expect(taken).resolves.toBe(await reply);
    expect(takeEarlyMainData(url, init(), scope)).toBeNull();
  });

  it('drops it when the session changed since (a sign-in as someone else)', () => {
    const { scope } = early('alice');
    expect(takeEarlyMainData(url, init('bob'), scope)).toBeNull();
    expect(takeEarlyMainData(url, init('alice'), scope)).toBeNull();
  });

  it('leaves it for another API (the deployed configuration differs) and other calls', () => {
    const { scope } = early();
    expect(takeEarlyMainData(`https://other.example${routes.frontendData.path}`, init(), scope)).toBeNull();
    expect(takeEarlyMainData(url, init('tok', { method: 'POST' }), scope)).toBeNull();
    expect(takeEarlyMainData(url, init(), scope)).not.toBeNull();
  });

  it("gives up with the ApiClient's time-out", async () => {
    const scope = { [earlyMainDataGlobal]: { url, token: 'tok', send: () => new Promise<Response>(() => undefined) } };
    const controller = new AbortController();
    const taken = takeEarlyMainData(url, init('tok', { signal: controller.signal }), scope);
    controller.abort(new Error('time-out'));
    await expect(taken).rejects.toThrow('time-out');
  });

  it('ignores a global of another shape (another script wrote it)', () => {
    expect(takeEarlyMainData(url, init(), { [earlyMainDataGlobal]: { url, token: 'tok', send: 'not a function' } })).toBeNull();
    expect(takeEarlyMainData(url, init(), { [earlyMainDataGlobal]: 'x' })).toBeNull();
  });
});
