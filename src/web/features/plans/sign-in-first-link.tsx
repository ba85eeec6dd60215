import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { joinPath } from "../auth/login-state.ts";

/** Who is looking at a plan: decides what its buttons do. */
export type Viewer = "checking" | "visitor" | "student";

/**
 * A plan's button as a visitor sees it: a link to create an account (or sign in, from there),
 * which brings them back to the plans.
 */
export function SignInFirstLink({
  describedBy,
  variant,
  children,
}: {
  /** The id of the card's title, read after the link's name. */
  describedBy: string;
  variant: "primary" | "secondary";
  children: ReactNode;
}) {
  return (
    <Link
      to={joinPath("/plan")}
      aria-describedby={describedBy}
      className={`${buttonClasses(variant, "lg")} w-full`}
    >
      {children}
    </Link>
  );
}
