import type { ReactNode } from "react";
import { useDocumentTitle } from "../studio/use-document-title.ts";

interface AdminPageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** The frame of an admin screen: its <h1>, a one-line purpose, then the screen itself. */
export function AdminPage({ title, description, children }: AdminPageProps) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{description}</p>
      {children}
    </div>
  );
}
