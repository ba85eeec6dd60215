import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { authClient } from "../../lib/auth-client.ts";

interface GoogleSignInButtonProps {
  /** Where Google sends the browser back to; /login finishes the sign-in (profile check). */
  callbackURL: string;
  onError: (message: string) => void;
}

/** Google is configured on the server as a generic OAuth provider named "google". */
export function GoogleSignInButton({ callbackURL, onError }: GoogleSignInButtonProps) {
  const [redirecting, setRedirecting] = useState(false);

  async function signInWithGoogle() {
    setRedirecting(true);
    const { error } = await authClient.signIn.social({
      provider: "google",
      callbackURL,
      errorCallbackURL: "/login",
    });
    // On success the browser is already leaving for Google; only a refusal comes back here.
    if (error) {
      setRedirecting(false);
      onError(error.message ?? "Signing in with Google did not work. Please try again.");
    }
  }

  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={redirecting}
      onClick={() => void signInWithGoogle()}
    >
      <GoogleGlyph />
      {redirecting ? "Opening Google…" : "Sign in with Google"}
    </Button>
  );
}

function GoogleGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.9-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}
