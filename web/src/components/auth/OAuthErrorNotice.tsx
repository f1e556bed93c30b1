import { useSearchParams } from "react-router-dom";
import { isOAuthErrorCode, OAUTH_ERRORS } from "../../../../db/domain";

/** Why a sign-in with a provider did not complete (the callback redirects with `?error=<code>`). */
export function OAuthErrorNotice() {
  const [params] = useSearchParams();
  const code = params.get("error") ?? "";
  if (!isOAuthErrorCode(code)) return null;
  return (
    <p className="form-error" role="alert">
      {OAUTH_ERRORS[code]}
    </p>
  );
}
