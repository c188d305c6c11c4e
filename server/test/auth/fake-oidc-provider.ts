import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * A small OpenID provider for tests: /authorize approves at once and redirects back with a code, /token
 * checks the client credentials and the PKCE verifier against the S256 challenge, /userinfo answers for the
 * access token. `identity` is who the next approval signs in as.
 */
export async function startFakeOidcProvider(clientId: string, clientSecret: string) {
  const codes = new Map<string, { challenge: string; redirectUri: string; identity: FakeIdentity }>();
  const tokens = new Map<string, FakeIdentity>();
  const log: string[] = [];
  const state = {
    identity: { sub: 'subject-1', email: 'oidc@example.test', email_verified: true } as FakeIdentity,
  };

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
        send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
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
  const base = `http://127.0.0.1:${port}`;
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
      OIDC_REDIRECT_URL: 'http://localhost/api/auth/oidc/callback',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
