import type { ReactNode } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { buttonClasses } from "../../components/ui/button.tsx";

/** A student's page seen signed out: 'Please log in', and the way to, coming back here after. */
export function SignInPrompt({ redirect, children }: { redirect: string; children: ReactNode }) {
  return (
    <div className="max-w-2xl rounded-3xl border border-sand-200 bg-white p-6 sm:p-8">
      <h2 className="text-2xl font-semibold">{MESSAGES.pleaseLogIn}</h2>
      <p className="mt-2 text-ink-muted">{children}</p>
      <Link
        to={`/login?redirect=${encodeURIComponent(redirect)}`}
        className={`${buttonClasses("primary")} mt-5`}
      >
        Log In
      </Link>
    </div>
  );
}
