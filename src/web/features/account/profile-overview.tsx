import Bell from "lucide-react/icons/bell";
import CalendarDays from "lucide-react/icons/calendar-days";
import Coins from "lucide-react/icons/coins";
import CreditCard from "lucide-react/icons/credit-card";
import Mail from "lucide-react/icons/mail";
import Pencil from "lucide-react/icons/pencil";
import ShieldCheck from "lucide-react/icons/shield-check";
import { type ReactNode, useId } from "react";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Profile } from "../../../shared/profile.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { memberName, memberSince } from "./member-summary.ts";

interface ProfileOverviewProps {
  profile: Profile;
  /** The name the sign-in knows, for when the profile has none. */
  signInName: string | null;
  timeZone: string;
  onEditProfile: () => void;
  onNotifications: () => void;
}

/** Profile Overview (spec §2 Profile): who they are, three figures and the account settings. */
export function ProfileOverview({
  profile,
  signInName,
  timeZone,
  onEditProfile,
  onNotifications,
}: ProfileOverviewProps) {
  const nameId = useId();
  const settingsId = useId();
  const name = memberName(profile.name, signInName);
  const nickname = profile.nickname?.trim();
  const subscribed = profile.subscription?.status === "Active";

  return (
    <div className="space-y-8">
      <section
        aria-labelledby={nameId}
        className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
      >
        <div className="min-w-0">
          <h2 id={nameId} className="text-2xl font-semibold break-words">
            {name}
            {nickname && <span className="font-normal text-ink-muted"> ({nickname})</span>}
          </h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="inline-flex min-w-0 items-center gap-1.5 text-ink-muted">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-all">{profile.email}</span>
            </span>
            <Badge tone="sage" icon={<ShieldCheck aria-hidden="true" className="size-3.5" />}>
              {MESSAGES.verifiedMember}
            </Badge>
          </div>
        </div>
      </section>

      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure icon={<Coins className="size-5" />} term="Available Credits">
          {profile.credits ?? 0}
        </Figure>
        <Figure icon={<CreditCard className="size-5" />} term="Subscription">
          {subscribed ? "Active" : "None"}
        </Figure>
        <Figure icon={<CalendarDays className="size-5" />} term="Member Since">
          {memberSince(profile.createdAt, timeZone)}
        </Figure>
      </dl>

      <section
        aria-labelledby={settingsId}
        className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
      >
        <h2 id={settingsId} className="text-xl font-semibold">
          Account Settings
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={onEditProfile}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
          <Button variant="secondary" onClick={onNotifications}>
            <Bell aria-hidden="true" className="size-4" />
            Notifications
          </Button>
        </div>
      </section>
    </div>
  );
}

function Figure({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-sand-200 bg-white p-5">
      <dt className="flex items-center gap-2 text-sm text-ink-muted">
        <span aria-hidden="true" className="text-clay-600">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-sage-900">{children}</dd>
    </div>
  );
}
