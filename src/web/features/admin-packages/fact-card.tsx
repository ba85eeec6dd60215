import type { ReactNode } from "react";
import { FactList, type PackageFact } from "./package-facts.tsx";

/** One item of the Packages page on a narrow screen: its name, status, facts and actions. */
export function FactCard(props: {
  name: string;
  badge: ReactNode;
  facts: PackageFact[];
  actions: ReactNode;
}) {
  const { name, badge, facts, actions } = props;
  return (
    <article
      aria-label={name}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-xl font-semibold break-words">{name}</h3>
        {badge}
      </div>
      <div className="mt-4">
        <FactList facts={facts} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}
