import { useRef, useState } from "react";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { SectionHeading } from "../../features/marketing/section-heading.tsx";
import { CreditPackList } from "../../features/plans/credit-pack-list.tsx";
import { MyPlanPanel } from "../../features/plans/my-plan-panel.tsx";
import { FreeTrialCard, PackageCard } from "../../features/plans/plan-cards.tsx";
import type { PlanChoice } from "../../features/plans/plan-choice.ts";
import type { Viewer } from "../../features/plans/sign-in-first-link.tsx";
import { StartNowDialog } from "../../features/plans/start-now-dialog.tsx";
import { usePackages } from "../../features/plans/use-plans.ts";
import { useProfile } from "../../features/profile/use-profile.ts";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { authClient } from "../../lib/auth-client.ts";

/** How credits are bought: at the desk, and online too where the studio takes payments online. */
function whereToBuyCredits(onlinePayments: boolean): string {
  const desk =
    "Each class on the schedule shows its price in credits. Buy credits at the front desk, in a pack or any number, by cash, QR Pay, card or bank transfer.";
  return onlinePayments ? `${desk} Or buy a credit pack here and pay for it online.` : desk;
}

const HOW_CREDITS_WORK = [
  {
    term: "A package covers your regular classes",
    text: "While it is active, classes of its yoga types are covered up to its monthly limit; beyond that, credits pay.",
  },
  {
    term: "Private classes always need credits",
    text: "One-to-one and small private sessions are never covered by a package.",
  },
  {
    term: "One package at a time",
    text: "When your package ends, you can start the next one here.",
  },
] as const;

/**
 * /plan (spec §2 Plans, DESIGN §5.3): the Free Trial and the packages on sale, each startable,
 * and the credit packs sold at the front desk (issue #23) and, where the studio takes payments
 * online, bought here (issue #24).
 */
export function PlansPage() {
  useDocumentTitle("Plans and prices");
  const { data: studio } = useStudio();
  const session = authClient.useSession();
  const user = session.data?.user;
  const profile = useProfile(user?.id);
  const packages = usePackages();
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const claimedRef = useRef<HTMLDivElement>(null);

  const viewer: Viewer = session.isPending ? "checking" : user ? "student" : "visitor";
  const onlinePayments = studio?.onlinePayments === true;

  return (
    <PageContainer>
      <PageHeader eyebrow="Plans" title="Find a plan that fits your practice">
        <p>
          Start with free credits, then top up with a credit pack or choose a package that matches
          how often you come. Classes are priced in credits, so you can see at a glance what each
          one costs.
        </p>
      </PageHeader>

      {user && <MyPlanPanel profile={profile} timeZone={studio?.timeZone} />}

      <div className="mt-10">
        <FreeTrialCard
          currency={studio?.currency}
          viewer={viewer}
          claimed={viewer === "student" && profile.data?.freeTrialClaimed === true}
          claimedRef={claimedRef}
          onStart={() => setChoice({ kind: "free-trial" })}
        />
      </div>

      <section aria-labelledby="plans-packages" className="mt-16">
        <SectionHeading id="plans-packages" eyebrow="Packages" title="Practise regularly, pay less">
          <p>
            Pay once in credits and your classes are covered for the length of the package. Each
            package shows what you save compared with paying class by class.
          </p>
        </SectionHeading>
        <div className="mt-10">
          {packages.isPending ? (
            <LoadingState label="Loading packages…" />
          ) : packages.isError ? (
            <LoadFailed className="max-w-xl" onRetry={() => void packages.refetch()}>
              We could not load the packages just now. {packages.error.message}
            </LoadFailed>
          ) : packages.data.length === 0 ? (
            <p className="text-lg text-ink-muted">
              No packages are on sale right now. The free trial is always open to new students.
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {packages.data.map((offer) => (
                <li key={offer.id}>
                  <PackageCard
                    offer={offer}
                    viewer={viewer}
                    onlinePayments={onlinePayments}
                    onStart={() => setChoice({ kind: "package", offer })}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="plans-credit-packs" className="mt-16">
        <SectionHeading id="plans-credit-packs" eyebrow="Credit packs" title="Top up with credits">
          <p>
            Spend credits on any class you like. Each pack shows what a credit costs in it, and how
            long its credits last from the day you buy it.
          </p>
        </SectionHeading>
        <div className="mt-10">
          <CreditPackList viewer={viewer} onlinePayments={onlinePayments} />
        </div>
      </section>

      <section
        aria-labelledby="plans-credits"
        className="mt-20 rounded-[2rem] bg-sand-100 p-7 sm:p-10"
      >
        <h2 id="plans-credits" className="text-3xl font-semibold">
          How credits work
        </h2>
        <dl className="mt-8 grid gap-x-10 gap-y-6 md:grid-cols-2">
          {[
            { term: "Classes are paid in credits", text: whereToBuyCredits(onlinePayments) },
            ...HOW_CREDITS_WORK,
          ].map(({ term, text }) => (
            <div key={term}>
              <dt className="font-semibold text-sage-900">{term}</dt>
              <dd className="mt-1 leading-relaxed text-ink-muted">{text}</dd>
            </div>
          ))}
        </dl>
      </section>

      {studio && (
        <StartNowDialog
          choice={choice}
          onClose={() => {
            setChoice(null);
            // The dialog gives the focus back to its opener; a claimed trial's Start Now is gone,
            // so it goes to the "Claimed" that replaced it rather than to the page's top.
            window.setTimeout(() => {
              if (document.activeElement === document.body) claimedRef.current?.focus();
            });
          }}
          profile={profile.data}
          currency={studio.currency}
          timeZone={studio.timeZone}
        />
      )}
    </PageContainer>
  );
}
