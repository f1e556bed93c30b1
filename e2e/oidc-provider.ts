// The local OpenID provider for the sign-in e2e (the same one the Worker tests use), as a process
// Playwright starts beside the site: `tsx e2e/oidc-provider.ts <providerPort> <controlPort>`.
import { startOidcProvider } from "../worker/test/fake/oidc";

const [provider, control] = process.argv.slice(2).map(Number);
const oidc = await startOidcProvider({ provider: provider!, control: control! });
console.log(`OpenID provider on ${oidc.url}, control on ${oidc.controlUrl}`);
