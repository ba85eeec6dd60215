import { type FormEvent, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/constants.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { GoogleSignInButton } from "./google-sign-in-button.tsx";
import { requestPasswordReset } from "./request-password-reset.ts";

type Mode = "sign-in" | "sign-up" | "forgot";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const HEADINGS: Record<Mode, { title: string; intro: string }> = {
  "sign-in": {
    title: "Sign In",
    intro: "Welcome back. Sign in to book classes and see your credits.",
  },
  "sign-up": {
    title: "Create an account",
    intro: "New to the studio? Create an account with your e-mail, then tell us who you are.",
  },
  forgot: {
    title: "Reset your password",
    intro: "Enter the e-mail of your account and we will send you a link to choose a new password.",
  },
};

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(mode: Mode, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = "Please enter your e-mail address.";
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = "Please enter a valid e-mail address.";
  if (mode === "forgot") return errors;
  if (!password) errors.password = "Please enter your password.";
  else if (mode === "sign-up" && password.length < PASSWORD_MIN) {
    errors.password = `Please use at least ${PASSWORD_MIN} characters.`;
  } else if (password.length > PASSWORD_MAX) {
    errors.password = `Please use at most ${PASSWORD_MAX} characters.`;
  }
  return errors;
}

interface SignInPanelProps {
  /** Where the mailed confirmation link leads: this page, keeping its redirect parameter. */
  confirmationCallbackURL: string;
  /** Set when a confirmation link came back expired or used. */
  confirmationFailed: boolean;
  googleSignIn: boolean;
  /** Where Google returns to: this page, keeping its redirect parameter. */
  googleCallbackURL: string;
  /** Set when Google sent the browser back with an error. */
  googleError: boolean;
  /** Someone new came to join (joinPath): the panel opens at "Create an account". */
  join: boolean;
}

/** Better Auth's code for a sign-in with the right password to an address not yet confirmed. */
const EMAIL_NOT_CONFIRMED = "EMAIL_NOT_VERIFIED";

function initialError(confirmationFailed: boolean, googleError: boolean): string | null {
  if (confirmationFailed) {
    return "This confirmation link has expired or has already been used. Please sign in: if your address still needs confirming, you can ask for a new link.";
  }
  return googleError ? "Signing in with Google did not work. Please try again." : null;
}

/**
 * E-mail and password sign-in, account creation and the password-reset request. A successful
 * sign-in updates the session, and the login page moves on to the profile check. A new account
 * signs in from the link mailed to its address (the same answer is given for an address that
 * has an account, so sign-up tells no one whether it has).
 */
export function SignInPanel({
  confirmationCallbackURL,
  confirmationFailed,
  googleSignIn,
  googleCallbackURL,
  googleError,
  join,
}: SignInPanelProps) {
  const [mode, setMode] = useState<Mode>(join ? "sign-up" : "sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [authError, setAuthError] = useState<string | null>(
    initialError(confirmationFailed, googleError),
  );
  /** The address that signed in with the right password but has not been confirmed yet. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function switchTo(next: Mode) {
    setMode(next);
    setFieldErrors({});
    setAuthError(null);
    setUnconfirmed(null);
    setNotice(null);
  }

  async function resendConfirmation(address: string) {
    setPending(true);
    setAuthError(null);
    const { error } = await authClient.sendVerificationEmail({
      email: address,
      callbackURL: confirmationCallbackURL,
    });
    setPending(false);
    if (error) {
      setAuthError(error.message ?? "Something went wrong. Please try again.");
      return;
    }
    setUnconfirmed(null);
    setNotice(`A new confirmation link is on its way to ${address}. Please check your inbox.`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate(mode, email, password);
    setFieldErrors(errors);
    setAuthError(null);
    setUnconfirmed(null);
    setNotice(null);
    if (errors.email || errors.password) return;

    setPending(true);
    const address = email.trim();
    const { error } =
      mode === "sign-in"
        ? await authClient.signIn.email({ email: address, password })
        : mode === "sign-up"
          ? // The full name is asked for in the complete-profile step that follows.
            await authClient.signUp.email({
              email: address,
              password,
              name: "",
              callbackURL: confirmationCallbackURL,
            })
          : await requestPasswordReset(address);
    if (error?.code === EMAIL_NOT_CONFIRMED) {
      setUnconfirmed(address);
      setPending(false);
      return;
    }
    if (error) {
      setAuthError(error.message ?? "Something went wrong. Please try again.");
      setPending(false);
      return;
    }
    if (mode === "sign-up") {
      setPassword("");
      setNotice(
        `Almost there! We have sent an e-mail to ${address}. Open the link in it to confirm your address and finish creating your account.`,
      );
    }
    if (mode === "forgot") {
      setNotice(
        `If an account exists for ${address}, an e-mail with a reset link is on its way. Please check your inbox.`,
      );
    }
    if (mode !== "sign-in") setPending(false);
    // After a sign-in the session changes and this panel is replaced; it stays pending until
    // then so the button cannot be pressed twice.
  }

  const { title, intro } = HEADINGS[mode];
  const submitLabel = {
    "sign-in": pending ? "Signing in…" : "Sign In",
    "sign-up": pending ? "Creating your account…" : "Create Account",
    forgot: pending ? "Sending…" : "Send reset link",
  }[mode];

  return (
    <div>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>

      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete={mode === "sign-up" ? "email" : "username"}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        {mode !== "forgot" && (
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
            required
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={
              mode === "sign-up"
                ? `${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A short phrase is easy to remember.`
                : undefined
            }
            error={fieldErrors.password}
          />
        )}
        {mode === "sign-in" && (
          <div className="-mt-1 text-right">
            <button
              type="button"
              onClick={() => switchTo("forgot")}
              className="rounded text-sm font-medium text-sage-700 underline-offset-4 hover:underline"
            >
              Forgot password?
            </button>
          </div>
        )}

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {submitLabel}
        </Button>

        {authError && <Alert tone="error">{authError}</Alert>}
        {unconfirmed && (
          <Alert tone="error">
            Please confirm your e-mail address first: open the link we sent to {unconfirmed} when
            you created your account.{" "}
            <button
              type="button"
              disabled={pending}
              onClick={() => void resendConfirmation(unconfirmed)}
              className="rounded font-medium underline underline-offset-4"
            >
              Send the link again
            </button>
          </Alert>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
      </form>

      {mode !== "forgot" && googleSignIn && (
        <div className="mt-6">
          <p className="mb-4 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-sand-200 after:h-px after:flex-1 after:bg-sand-200">
            or
          </p>
          <GoogleSignInButton callbackURL={googleCallbackURL} onError={setAuthError} />
        </div>
      )}

      <div className="mt-8 border-t border-sand-200 pt-5 text-center text-sm text-ink-muted">
        {mode === "sign-in" ? (
          <>
            New to the studio?{" "}
            <ModeLink onClick={() => switchTo("sign-up")}>Create an account</ModeLink>
          </>
        ) : (
          <>
            {mode === "sign-up" ? "Already have an account?" : "Remembered it?"}{" "}
            <ModeLink onClick={() => switchTo("sign-in")}>Sign in instead</ModeLink>
          </>
        )}
      </div>
    </div>
  );
}

function ModeLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
    >
      {children}
    </button>
  );
}
