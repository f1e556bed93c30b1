import { OAUTH_PROVIDER_NAMES } from "../../../../db/domain";
import { useAuthProviders } from "../../hooks/use-sign-in-methods";

/**
 * "Continue with Google / Facebook / Apple", only for the providers the site is configured for.
 * Plain links: the sign-in is a chain of redirects through the provider (/auth/:provider).
 */
export function ProviderButtons({ next }: { next: string }) {
  const { data } = useAuthProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  const query = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
  return (
    <div className="provider-buttons">
      <p className="provider-buttons__or">or</p>
      {providers.map((p) => (
        <a key={p} className={`provider-button provider-button--${p}`} href={`/auth/${p}${query}`}>
          Continue with {OAUTH_PROVIDER_NAMES[p]}
        </a>
      ))}
    </div>
  );
}
