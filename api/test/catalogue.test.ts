import { CATALOGUE_GAMES, catalogueReplySchema } from '@chameleon/contract';
import { seedDemo, DEMO_USER } from '../src/db/seed';
import { bearer, captchaToken, harnessForFile, SETUP_TIMEOUT } from './support/harness';

// GET /v2/web/catalogue: the prices a visitor sees before signing up (decision 0020). Public,
// so every input is the client's: the area comes from the edge's configured header only.
const edge = harnessForFile({ settings: { countryHeader: 'cf-ipcountry' } });
const plain = harnessForFile();

const catalogue = async (app: typeof edge.app, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: '/v2/web/catalogue', headers });
  expect(response.statusCode).toBe(200);
  return catalogueReplySchema.parse(response.json());
};
const areas = (reply: { products: { shopping_area: string; currency: string }[] }) =>
  [...new Set(reply.products.map((product) => `${product.shopping_area}:${product.currency}`))].sort();

it('names the games as the landing does and sells each for 7, 30 and 90 days', async () => {
  const reply = await catalogue(edge.app);
  expect(reply.cheats.map(({ id, game, genre }) => ({ cheatId: id, game, genre }))).toEqual(CATALOGUE_GAMES);
  for (const { cheatId } of CATALOGUE_GAMES) {
    expect(reply.products.filter((product) => product.cheat_id === cheatId).map((product) => product.params.days)).toEqual([7, 30, 90]);
  }
});

it.each([
  ['RU', 'RU', 'ru', ['global:USD', 'ru:RUB']],
  ['ru', 'ru', 'ru', ['global:USD', 'ru:RUB']],
  ['DE', 'DE', 'global', ['global:USD']],
  ['empty', '', 'global', ['global:USD']],
  ['a list', 'RU,US', 'global', ['global:USD']],
  ['4,000 characters', 'R'.repeat(4000), 'global', ['global:USD']],
])('the edge’s country (%s) places the visitor in its area', async (_, country, area, sold) => {
  const reply = await catalogue(edge.app, { 'cf-ipcountry': country });
  expect(reply.shopping_area).toBe(area);
  expect(areas(reply)).toEqual(sold);
});

it('takes no area from the client: not its language, not its own country header without a configured one, not a signed-in account', async () => {
  await seedDemo(plain.ctx.db, plain.clock.now());
  const login = await plain.app.inject({ method: 'POST', url: '/v2/web/login', payload: { login: DEMO_USER.login, password: DEMO_USER.password, recaptchaToken: captchaToken } });
  const reply = await catalogue(plain.app, { 'cf-ipcountry': 'RU', 'accept-language': 'ru', ...bearer(login.json().token) });
  expect(reply.shopping_area).toBe('global');
  expect(areas(reply)).toEqual(['global:USD']);
});

it('takes nothing but GET', async () => {
  const response = await edge.app.inject({ method: 'POST', url: '/v2/web/catalogue', payload: { shopping_area: 'ru' } });
  expect(response.statusCode).toBe(404);
}, SETUP_TIMEOUT);
