// A real local OpenID provider for the sign-in tests (oauth2-mock-server: discovery, /authorize,
// /token with PKCE and nonce, /jwks, /userinfo, RS256-signed tokens) on 127.0.0.1, plus a control
// endpoint that tests inside workerd use to shape the next answers for their client id:
//   POST {controlUrl}/__oidc {clientId, claims?, expired?, foreignSignature?, userinfo?}
// Each test registers its own client id, so parallel test files never see each other's tweaks.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Events, OAuth2Server } from "oauth2-mock-server";

export interface OidcTweak {
  clientId: string;
  /** Claims merged into the ID token (sub, email, email_verified, name, nonce, aud…). */
  claims?: Record<string, unknown>;
  /** The ID token expired an hour ago. */
  expired?: boolean;
  /** The ID token carries another token's signature (a token this provider did not sign). */
  foreignSignature?: boolean;
  /** Merged into /userinfo (Facebook's profile). */
  userinfo?: Record<string, unknown>;
}

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));

export async function startOidcProvider(
  ports = { provider: 0, control: 0 },
): Promise<{ url: string; controlUrl: string; stop: () => Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(ports.provider, "127.0.0.1");
  // The library names "localhost" in the issuer; the site is told 127.0.0.1, and they must match.
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  const tweaks = new Map<string, OidcTweak>();

  provider.service.on(Events.BeforeTokenSigning, (token, req) => {
    const clientId = (req as { body?: { client_id?: string } }).body?.client_id;
    if (!clientId) return;
    // Lets /userinfo find the client behind an access token.
    token.payload.cid = clientId;
    const tweak = tweaks.get(clientId);
    if (!tweak) return;
    Object.assign(token.payload, tweak.claims);
    if (tweak.expired) {
      const now = Math.floor(Date.now() / 1000);
      Object.assign(token.payload, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
    }
  });
  provider.service.on(Events.BeforeResponse, (response, req) => {
    const clientId = (req as { body?: { client_id?: string } }).body?.client_id;
    const body = response.body as { id_token?: string; access_token?: string };
    if (!clientId || !tweaks.get(clientId)?.foreignSignature || !body.id_token || !body.access_token) return;
    const [header, payload] = body.id_token.split(".");
    body.id_token = `${header}.${payload}.${body.access_token.split(".")[2]}`;
  });
  provider.service.on(Events.BeforeUserinfo, (response, req) => {
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const clientId = bearer ? payloadOf(bearer).cid : undefined;
    const tweak = clientId ? tweaks.get(clientId) : undefined;
    if (tweak?.userinfo) Object.assign(response.body as object, tweak.userinfo);
  });

  const control: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const tweak = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OidcTweak;
      tweaks.set(tweak.clientId, tweak);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => control.listen(ports.control, "127.0.0.1", resolve));
  const { port } = control.address() as AddressInfo;
  return {
    url: provider.issuer.url!,
    controlUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await provider.stop();
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}
