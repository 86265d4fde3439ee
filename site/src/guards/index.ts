export { profileHome, safeRedirectTarget } from './safeRedirectTarget';
export {
  auth,
  fullPath,
  guest,
  hasActiveProduct,
  resolveMiddleware,
  routeGuards,
  routeMiddleware,
  runRouteMiddleware,
  signInPath,
  UnknownRouteMiddlewareError,
  type GuardContext,
  type GuardOutcome,
  type RouteMiddleware,
  type RouteMiddlewareName,
} from './routeMiddleware';
