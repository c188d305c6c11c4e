import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import type { OidcSettings } from './config';

/**
 * OpenID Connect authorization-code flow with PKCE (S256) and state, through arctic's generic client, so any
 * provider works by its endpoints; Google's are the defaults. Identity comes from the userinfo endpoint,
 * fetched with the access token over the back channel from the token endpoint the server itself called, so
 * no id_token signature needs checking here.
 */
export const OIDC_SCOPES = ['openid', 'email', 'profile'];

export interface OidcStart {
  url: URL;
  state: string;
  codeVerifier: string;
}

export function oidcClient(settings: OidcSettings, redirectUrl: string): OAuth2Client {
  return new OAuth2Client(settings.clientId, settings.clientSecret, redirectUrl);
}

export function startOidc(settings: OidcSettings, redirectUrl: string): OidcStart {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = oidcClient(settings, redirectUrl).createAuthorizationURLWithPKCE(
    settings.authorizationUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    OIDC_SCOPES,
  );
  return { url, state, codeVerifier };
}

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
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

/** Exchanges the code (proving the PKCE verifier) and reads the user's identity. Throws on any failure. */
export async function finishOidc(
  settings: OidcSettings,
  redirectUrl: string,
  code: string,
  codeVerifier: string,
  fetchImpl: typeof fetch = fetch,
): Promise<OidcIdentity> {
  const tokens = await oidcClient(settings, redirectUrl).validateAuthorizationCode(
    settings.tokenUrl,
    code,
    codeVerifier,
  );
  const res = await fetchImpl(settings.userinfoUrl, {
    headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
  const info = userinfoSchema.parse(await res.json());
  return {
    subject: info.sub,
    email: info.email,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: info.name,
    picture: info.picture && /^https:\/\//.test(info.picture) ? info.picture : undefined,
  };
}

/** Only same-origin paths: an open redirect would let a link send a signed-in user anywhere. */
export function safeRedirectPath(value: string | undefined | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  return value;
}
