import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { OidcSettings } from './config';

/**
 * OpenID Connect authorization-code flow with PKCE (S256), state and nonce, through arctic's generic client,
 * so any provider works by its endpoints; Google's are the defaults. The identity comes from the id_token,
 * verified here: signed by a key of the provider's JWKS, issued by OIDC_ISSUER for this client (`aud`), not
 * expired, and carrying the nonce this browser was given. The userinfo endpoint only adds what the token
 * lacks (name, picture, or an email some providers leave out), and only for the same subject.
 */
export const OIDC_SCOPES = ['openid', 'email', 'profile'];

export interface OidcStart {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export function oidcClient(settings: OidcSettings, redirectUrl: string): OAuth2Client {
  return new OAuth2Client(settings.clientId, settings.clientSecret, redirectUrl);
}

export function startOidc(settings: OidcSettings, redirectUrl: string): OidcStart {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const nonce = generateState();
  const url = oidcClient(settings, redirectUrl).createAuthorizationURLWithPKCE(
    settings.authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    OIDC_SCOPES,
  );
  url.searchParams.set('nonce', nonce);
  return { url, state, codeVerifier, nonce };
}

/**
 * The provider's signing keys, fetched when first needed and cached by jose (refetched when a token names a
 * key it has not seen, as providers rotate keys). One cache per JWKS address, shared by app instances in a
 * process: the keys are the provider's, not any app's state.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000 });
    keySets.set(url, set);
  }
  return set;
}

const verifiedFlag = z.union([z.boolean(), z.enum(['true', 'false'])]).optional();

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  email_verified: verifiedFlag,
  name: z.string().optional(),
  picture: z.string().optional(),
});

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

/** Checks the id_token; throws (jose's errors) on a bad signature, issuer, audience, expiry or nonce. */
export async function verifyIdToken(
  settings: OidcSettings,
  idToken: string,
  nonce: string,
  now: Date,
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, keySet(settings.jwksUrl), {
    issuer: settings.issuer,
    audience: settings.clientId,
    currentDate: now,
    requiredClaims: ['sub', 'exp', 'iat'],
    clockTolerance: 60,
  });
  if (payload.nonce !== nonce) throw new Error('id_token nonce does not match');
  return payload;
}

async function userinfo(settings: OidcSettings, accessToken: string, fetchImpl: typeof fetch) {
  const res = await fetchImpl(settings.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
  return claimsSchema.parse(await res.json());
}

/**
 * Exchanges the code (proving the PKCE verifier), verifies the id_token and reads the user's identity.
 * Throws on any failure.
 */
export async function finishOidc(
  settings: OidcSettings,
  redirectUrl: string,
  code: string,
  codeVerifier: string,
  nonce: string,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<OidcIdentity> {
  const tokens = await oidcClient(settings, redirectUrl).validateAuthorizationCode(
    settings.tokenUrl,
    code,
    codeVerifier,
  );
  const claims = claimsSchema.parse(await verifyIdToken(settings, tokens.idToken(), nonce, now));
  const extra = await userinfo(settings, tokens.accessToken(), fetchImpl);
  if (extra.sub !== claims.sub) throw new Error('userinfo is about another subject');
  // The signed token's email wins; userinfo's only fills a gap, for the same subject.
  const email = claims.email ?? extra.email;
  const verified = claims.email ? claims.email_verified : extra.email_verified;
  const picture = claims.picture ?? extra.picture;
  return {
    subject: claims.sub,
    email,
    emailVerified: verified === true || verified === 'true',
    name: claims.name ?? extra.name,
    picture: picture && /^https:\/\//.test(picture) ? picture : undefined,
  };
}
