import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface FakeIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/** Ways the next id_token can be wrong, to prove the app checks each. */
export type IdTokenFault =
  'none' | 'foreign-key' | 'wrong-issuer' | 'wrong-audience' | 'expired' | 'wrong-nonce' | 'missing';

/**
 * A small OpenID provider for tests: /authorize approves at once and redirects back with a code, /token
 * checks the client credentials and the PKCE verifier against the S256 challenge and returns an id_token
 * signed with its key (published at /jwks) for the nonce of the authorization, /userinfo answers for the
 * access token. `identity` is who the next approval signs in as; `fault` spoils the next id_token; `now` is
 * the provider's clock (the app under test runs on a fixed one).
 */
export async function startFakeOidcProvider(clientId: string, clientSecret: string, now: () => Date) {
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; identity: FakeIdentity; nonce: string }
  >();
  const tokens = new Map<string, FakeIdentity>();
  const log: string[] = [];
  const state = {
    identity: { sub: 'subject-1', email: 'oidc@example.test', email_verified: true } as FakeIdentity,
    fault: 'none' as IdTokenFault,
  };
  const keys = await generateKeyPair('ES256');
  const stranger = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  let base = '';

  async function idToken(identity: FakeIdentity, nonce: string): Promise<string> {
    const fault = state.fault;
    const issuedAt = Math.floor(now().getTime() / 1000);
    const jwt = new SignJWT({
      email: identity.email,
      email_verified: identity.email_verified,
      nonce: fault === 'wrong-nonce' ? 'another-nonce' : nonce,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setSubject(identity.sub)
      .setIssuer(fault === 'wrong-issuer' ? 'https://evil.example' : base)
      .setAudience(fault === 'wrong-audience' ? 'another-client' : clientId)
      .setIssuedAt(fault === 'expired' ? issuedAt - 7200 : issuedAt)
      .setExpirationTime(fault === 'expired' ? issuedAt - 3600 : issuedAt + 3600);
    return jwt.sign(fault === 'foreign-key' ? stranger.privateKey : keys.privateKey);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      log.push(`authorize ${q.get('code_challenge_method')} ${q.get('scope')}`);
      if (
        q.get('client_id') !== clientId ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256'
      ) {
        return send(400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: q.get('code_challenge') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        identity: state.identity,
        nonce: q.get('nonce') ?? '',
      });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
        const authOk =
          req.headers.authorization === `Basic ${basic}` ||
          (form.get('client_id') === clientId && form.get('client_secret') === clientSecret);
        if (!authOk) return send(401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || grant.redirectUri !== form.get('redirect_uri'))
          return send(400, { error: 'invalid_grant' });
        const verifier = form.get('code_verifier') ?? '';
        const computed = createHash('sha256').update(verifier).digest('base64url');
        if (computed !== grant.challenge) {
          log.push('token pkce-mismatch');
          return send(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        }
        log.push('token ok');
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, grant.identity);
        void (
          state.fault === 'missing' ? Promise.resolve(undefined) : idToken(grant.identity, grant.nonce)
        ).then((id_token) =>
          send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, id_token }),
        );
      });
      return;
    }
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
    if (url.pathname === '/userinfo') {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const identity = tokens.get(token);
      if (!identity) return send(401, { error: 'invalid_token' });
      return send(200, identity);
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    state,
    log,
    settings: {
      OIDC_ISSUER_NAME: 'TestID',
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_AUTHORIZATION_URL: `${base}/authorize`,
      OIDC_TOKEN_URL: `${base}/token`,
      OIDC_USERINFO_URL: `${base}/userinfo`,
      OIDC_JWKS_URL: `${base}/jwks`,
      OIDC_ISSUER: base,
      OIDC_REDIRECT_URL: 'http://localhost/api/auth/oidc/callback',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
