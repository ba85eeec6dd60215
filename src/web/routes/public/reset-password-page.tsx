import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/constants.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { AuthCard } from "../../features/auth/auth-card.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { authClient } from "../../lib/auth-client.ts";

/**
 * The page the password-reset e-mail links to. Better Auth checks the mailed link first and
 * sends the browser here with ?token=…, or with ?error=INVALID_TOKEN when it is unknown or expired.
 */
export function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token");

  return (
    <AuthCard>
      <h1 className="text-3xl font-semibold">Choose a new password</h1>
      {token && !params.has("error") ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="mt-5 space-y-5">
          <Alert tone="error">This password reset link is invalid or has expired.</Alert>
          <p className="text-ink-muted">
            Reset links work once and for one hour. You can ask for a new one from the sign-in page
            with “Forgot password?”.
          </p>
          <Link to="/login" className={buttonClasses("primary")}>
            Go to sign in
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [fieldError, setFieldError] = useState<{ password?: string; confirmation?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      setFieldError({ password: `Please use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.` });
      return;
    }
    if (password !== confirmation) {
      setFieldError({ confirmation: "The two passwords do not match." });
      return;
    }
    setFieldError({});
    setPending(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    if (error)
      setServerError(error.message ?? "The password could not be changed. Please try again.");
    else setDone(true);
  }

  if (done) {
    return (
      <div className="mt-5 space-y-5">
        <Alert tone="success">
          Your password has been changed. Please sign in with your new password.
        </Alert>
        <Link to="/login" className={buttonClasses("primary")}>
          Go to sign in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError.password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={fieldError.confirmation}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Saving…" : "Set new password"}
      </Button>
      {serverError && <Alert tone="error">{serverError}</Alert>}
    </form>
  );
}
