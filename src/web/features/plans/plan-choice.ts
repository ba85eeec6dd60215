import type { PackageOffer } from "../../../shared/packages.ts";

/** What a "Start Now" button was pressed on. */
export type PlanChoice = { kind: "free-trial" } | { kind: "package"; offer: PackageOffer };
