import { OAUTH_PROVIDER_NAMES } from "../../../../db/domain";
import { useSignInMethods, useUnlinkProvider } from "../../hooks/use-sign-in-methods";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast-store";
import { OAuthErrorNotice } from "../auth/OAuthErrorNotice";

/** My Account: which providers can sign in to this account; link one, or unlink one (not the last). */
export function SignInMethods() {
  const { data } = useSignInMethods();
  const unlink = useUnlinkProvider();
  if (!data) return null;
  const shown = data.providers.filter((p) => p.linked || p.available);
  if (shown.length === 0) return null;
  return (
    <section className="sign-in-methods" aria-labelledby="sign-in-methods-heading">
      <h2 id="sign-in-methods-heading">Sign-in methods</h2>
      <OAuthErrorNotice />
      <ul>
        {shown.map(({ provider, linked, available }) => (
          <li key={provider}>
            <span>
              {OAUTH_PROVIDER_NAMES[provider]}: {linked ? "linked" : "not linked"}
            </span>
            {linked ? (
              <button
                type="button"
                className="button-secondary"
                disabled={unlink.isPending}
                onClick={() =>
                  unlink.mutate(provider, {
                    onSuccess: () => toast({ title: `${OAUTH_PROVIDER_NAMES[provider]} unlinked` }),
                    onError: (err) =>
                      toast({
                        title: "Could not unlink",
                        description: err instanceof ApiRequestError ? err.message : undefined,
                        variant: "destructive",
                      }),
                  })
                }
              >
                Unlink {OAUTH_PROVIDER_NAMES[provider]}
              </button>
            ) : (
              available && (
                <a className="button-secondary" href={`/auth/${provider}?intent=link`}>
                  Link your {OAUTH_PROVIDER_NAMES[provider]} sign-in
                </a>
              )
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
