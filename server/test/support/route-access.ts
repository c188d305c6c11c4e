/**
 * Who may call each route that is not a staff route: the public, or any signed-in user about their own
 * account. Every other route of the app is a staff route with a capability (route-guard.test.ts,
 * role-walk.test.ts): a new route must be added here, or those tests treat it as staff and fail if it is not.
 */
export const PUBLIC = new Set([
  'GET /api/currency',
  'GET /api/singleCurrency/:code',
  'GET /api/rateHistory/:code',
  'GET /api/branches',
  'GET /api/upsell',
  'GET /api/orderRules',
  'POST /api/track',
  // The number and its email are the proof (cancel); a watch token from tracking (the live stream).
  'POST /api/track/cancel',
  'GET /api/track/events',
  'POST /api/Order',
  'POST /api/contact',
  'GET /api/health',
  'GET /api/docs',
  'GET /api/openapi.json',
  // Which developer tools are on (DEV_TOOLS); names a page, nothing of anyone's data.
  'GET /api/devTools',
  'GET /api/events',
  'POST /api/auth/signup',
  'POST /api/auth/resetPassword',
  'POST /api/auth/signin',
  'POST /api/auth/verify',
  'POST /api/auth/verify/check',
  'POST /api/auth/signout',
  'GET /api/auth/me',
  'GET /api/auth/providers',
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
  'POST /api/box',
  // Rate alerts: an email address and no account; the links' tokens are the proof (issue 19).
  'POST /api/rateAlerts',
  'GET /api/rateAlerts/confirm',
  'POST /api/rateAlerts/confirm',
  'GET /api/rateAlerts/unsubscribe',
  'POST /api/rateAlerts/unsubscribe',
]);
/** Open to any signed-in user, about their own account only. */
export const SIGNED_IN = new Set(['POST /api/user', 'GET /api/admincheck/:email', 'GET /api/account/orders']);
