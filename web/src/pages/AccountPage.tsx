import { Link } from "react-router-dom";
import { DiscordWebhookField } from "../components/account/DiscordWebhookField";
import { SetPasswordForm } from "../components/account/SetPasswordForm";
import { SignInMethods } from "../components/account/SignInMethods";
import { LeagueNameField } from "../components/auth/LeagueNameField";
import { Spinner } from "../components/auth/Spinner";
import { useCurrentUser } from "../hooks/use-current-user";
import "../components/auth/auth.css";

/** My Account: who is signed in, their default league, and where to go next. */
export default function AccountPage() {
  const { user, isAdmin, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Loading your account…" />;
  if (!user)
    return (
      <section className="page">
        <h1>You need to sign in</h1>
        <p>Sign in to see your account.</p>
        <Link className="button-primary" to="/">
          Go to Home
        </Link>
      </section>
    );

  return (
    <section className="page account-page">
      <h1>My Account</h1>
      <div className="account-card">
        <dl>
          <dt>Email</dt>
          <dd>{user.email ?? "—"}</dd>
          <dt>Role</dt>
          <dd>{isAdmin ? <span className="badge-admin">Admin</span> : <span>User</span>}</dd>
          <dt>Password</dt>
          <dd>
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">Hidden</span>
          </dd>
        </dl>
        <LeagueNameField />
        <DiscordWebhookField />
        <SignInMethods />
        <SetPasswordForm />
        <ul className="account-links">
          <li>
            <Link to="/my-articles">My Articles</Link>
          </li>
          <li>
            <Link to="/my-reels">My reels</Link>
          </li>
          {isAdmin && (
            <li>
              <Link to="/writer-manager">Manage Writers</Link>
            </li>
          )}
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/logout">Logout</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
