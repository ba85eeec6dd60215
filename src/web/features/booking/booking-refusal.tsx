import { Link } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { joinPath } from "../auth/login-state.ts";
import type { BookingRefusalReason } from "./booking-check.ts";

const linkClasses = "font-semibold underline underline-offset-4 hover:text-sage-900";

/**
 * Why a class cannot be booked, shown on its card when Book is pressed: the spec's text, and
 * the way on where there is one (sign in and come back; get credits).
 */
export function BookingRefusal({
  reason,
  message,
  returnTo,
}: {
  reason: BookingRefusalReason;
  message: string;
  /** Where sign-in should come back to. */
  returnTo: string;
}) {
  if (reason === "sign_in") {
    return (
      <Alert tone="info">
        {message}{" "}
        <Link to={`/login?redirect=${encodeURIComponent(returnTo)}`} className={linkClasses}>
          Sign In
        </Link>{" "}
        or{" "}
        <Link to={joinPath(returnTo)} className={linkClasses}>
          create an account
        </Link>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      {message}
      {reason === "credits" && (
        <>
          {" "}
          <Link to="/plan" className={linkClasses}>
            See plans and credits
          </Link>
        </>
      )}
    </Alert>
  );
}
