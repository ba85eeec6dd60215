import type { ReactNode } from "react";

/** The framed column that sign-in, sign-up, reset and complete-profile steps share. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm shadow-sage-900/5 sm:p-8">
        {children}
      </div>
    </div>
  );
}
