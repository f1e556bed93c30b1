import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { localPath } from "../../../db/domain";
import { LoginForm } from "../components/auth/LoginForm";
import { OAuthErrorNotice } from "../components/auth/OAuthErrorNotice";
import { ProviderButtons } from "../components/auth/ProviderButtons";
import { RegisterForm } from "../components/auth/RegisterForm";
import "../components/auth/auth.css";

type Tab = "login" | "register";
const TABS: { id: Tab; label: string }[] = [
  { id: "login", label: "Login" },
  { id: "register", label: "Register" },
];

/** /login: Login and Register tabs beside a short pitch of what an account is for. */
export default function LoginPage() {
  const [tab, setTab] = useState<Tab>("login");
  const [params] = useSearchParams();
  return (
    <section className="page auth-layout">
      <div className="auth-card">
        <h1>{tab === "login" ? "Welcome back" : "Join DGSN"}</h1>
        <OAuthErrorNotice />
        <div className="auth-tabs" role="tablist" aria-label="Sign in or register">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === "login" ? <LoginForm /> : <RegisterForm />}
        </div>
        <ProviderButtons next={localPath(params.get("next"))} />
        <p>
          Prefer the quick way? <Link to="/signup">Sign up with just your email</Link>.
        </p>
      </div>
      <aside className="auth-marketing" aria-label="Why create an account">
        <h2>Your league. Your stories.</h2>
        <p>
          Turn box-score screenshots and game results into recaps written by our nine AI reporters, built for the
          season-26 franchise game and its college edition.
        </p>
        <ul>
          <li>Post game recaps and league news in minutes</li>
          <li>Pick the reporter whose voice tells your story</li>
          <li>Save your default league and keep your articles in one place</li>
          <li>Share new stories straight to your league's Discord</li>
        </ul>
        <p>Reading and reacting stay free for everyone.</p>
      </aside>
    </section>
  );
}
