import { useSearchParams } from "react-router-dom";
import { emailInUseMessage, isOAuthErrorCode, isSignInMethod, OAUTH_ERRORS } from "../../../../db/domain";

/**
 * Why a sign-in with a provider did not complete (the callback redirects with `?error=<code>`, and
 * for an email another account uses, `&via=` the ways that account signs in).
 */
export function OAuthErrorNotice() {
  const [params] = useSearchParams();
  const code = params.get("error") ?? "";
  if (!isOAuthErrorCode(code)) return null;
  const via = (params.get("via") ?? "").split(",").filter(isSignInMethod);
  return (
    <p className="form-error" role="alert">
      {code === "emailInUse" ? emailInUseMessage(via) : OAUTH_ERRORS[code]}
    </p>
  );
}
