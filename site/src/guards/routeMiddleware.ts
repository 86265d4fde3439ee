import type { Language } from '../i18n/locales';
import { sectionGuards } from '../screens/profile/sections';
import { paymentChoiceFromSearch, type PaymentChoice } from './paymentChoice';
import { authRule, guestOnlyPaths, guestRule, signInPath } from './sessionRules';

export { signInPath };

/** What a guard sees: the route being opened and the little state it decides on. */
export interface GuardContext {
  language: Language;
  /** The path being opened, without query and hash (`/en/profile/payment/`). */
  pathname: string;
  /** `?a=1`, or empty. */
  search: string;
  /** `#x`, or empty. */
  hash: string;
  isSignedIn: boolean;
  /** Whether the user may buy this product now (it is on sale in their shopping area). */
  isOnSale: (choice: PaymentChoice) => boolean;
}

export type GuardOutcome =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Spec section 8: a rejecting guard raises 404 with 'Page Not Found: {path}'. */
  | { type: 'notFound'; status: 404; message: string; path: string };

export type RouteMiddleware = (context: GuardContext) => GuardOutcome;

const allow: GuardOutcome = { type: 'allow' };

/** The full original path: path, query and hash. */
export const fullPath = (context: Pick<GuardContext, 'pathname' | 'search' | 'hash'>) =>
  `${context.pathname}${context.search}${context.hash}`;

/** Visitors go to sign-in, which sends them back to `redirectTo` afterwards. */
export const auth: RouteMiddleware = (context) => authRule(context.isSignedIn, context.language, fullPath(context));

/** Signed-in users have no business on sign-in, sign-up or restore: off to /profile. */
export const guest: RouteMiddleware = (context) => guestRule(context.isSignedIn, context.language, context.pathname);

/**
 * has-active-product: the payment page's URL names a product (game and days) that is on sale
 * for the user; without one there is nothing to pay for, and no page
 * (docs/decisions/0020-catalogue-and-payment.md).
 */
export const hasActiveProduct: RouteMiddleware = (context) => {
  const choice = paymentChoiceFromSearch(context.search);
  return choice !== null && context.isOnSale(choice)
    ? allow
    : { type: 'notFound', status: 404, message: `Page Not Found: ${context.pathname}`, path: context.pathname };
};

export const routeMiddleware = {
  auth,
  guest,
  'has-active-product': hasActiveProduct,
} as const satisfies Record<string, RouteMiddleware>;

export type RouteMiddlewareName = keyof typeof routeMiddleware;

export class UnknownRouteMiddlewareError extends Error {
  constructor(readonly middlewareName: string) {
    super(`Unknown route middleware: ${middlewareName}`);
    this.name = 'UnknownRouteMiddlewareError';
  }
}

export function resolveMiddleware(name: string): RouteMiddleware {
  if (!Object.prototype.hasOwnProperty.call(routeMiddleware, name)) throw new UnknownRouteMiddlewareError(name);
  return routeMiddleware[name as RouteMiddlewareName];
}

/**
 * Runs a route's guards in order; the first that does not allow decides. Every name is
 * resolved first, so a typo fails even when an earlier guard would redirect.
 */
export function runRouteMiddleware(names: readonly string[], context: GuardContext): GuardOutcome {
  const guards = names.map(resolveMiddleware);
  for (const guard of guards) {
    const outcome = guard(context);
    if (outcome.type !== 'allow') return outcome;
  }
  return allow;
}

/** Which guards each account route runs (spec section 2), by unprefixed path. */
export const routeGuards: Readonly<Record<string, readonly RouteMiddlewareName[]>> = {
  ...Object.fromEntries(guestOnlyPaths.map((path) => [path, ['guest'] as const])),
  // Both act for the signed-in user: authorize the launcher, show the confirmation code.
  '/auth/sso/': ['auth'],
  '/auth/sign-up-submit/': ['auth'],
  ...sectionGuards,
};
