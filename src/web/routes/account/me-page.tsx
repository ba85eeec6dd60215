import CalendarCheck from "lucide-react/icons/calendar-check";
import Coins from "lucide-react/icons/coins";
import UserRound from "lucide-react/icons/user-round";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { type TabItem, Tabs } from "../../components/ui/tabs.tsx";
import {
  ACCOUNT_TAB_LABELS,
  type AccountTab,
  accountTab,
} from "../../features/account/account-tabs.ts";
import { CreditsPanel } from "../../features/account/credits-panel.tsx";
import { EditProfileDialog } from "../../features/account/edit-profile-dialog.tsx";
import { MyBookingsPanel } from "../../features/account/my-bookings-panel.tsx";
import { NotificationsDialog } from "../../features/account/notifications-dialog.tsx";
import { ProfileOverview } from "../../features/account/profile-overview.tsx";
import { SignInPrompt } from "../../features/account/sign-in-prompt.tsx";
import { useProfile } from "../../features/profile/use-profile.ts";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { authClient, type SessionUser } from "../../lib/auth-client.ts";

const icon = "size-4";
const TABS: readonly TabItem<AccountTab>[] = [
  {
    key: "overview",
    label: ACCOUNT_TAB_LABELS.overview,
    icon: <UserRound aria-hidden="true" className={icon} />,
  },
  {
    key: "bookings",
    label: ACCOUNT_TAB_LABELS.bookings,
    icon: <CalendarCheck aria-hidden="true" className={icon} />,
  },
  {
    key: "credits",
    label: ACCOUNT_TAB_LABELS.credits,
    icon: <Coins aria-hidden="true" className={icon} />,
  },
];

/** /me is not guarded: the screen itself asks visitors to log in (spec §6). */
export function MePage() {
  useDocumentTitle("My Profile");
  const session = authClient.useSession();
  const user = session.data?.user;

  return (
    <PageContainer>
      <PageHeader title="My Profile" />
      <div className="mt-8">
        {session.isPending ? (
          <LoadingState label="Checking your sign-in…" />
        ) : user ? (
          <MyAccount user={user} />
        ) : (
          <SignInPrompt redirect="/me">
            Log in to see your profile, your bookings and your credits.
          </SignInPrompt>
        )}
      </div>
    </PageContainer>
  );
}

type OpenDialog = "edit-profile" | "notifications" | null;

/** The signed-in student's three tabs; the open tab is in the address (?tab=), so it survives a reload. */
function MyAccount({ user }: { user: SessionUser }) {
  const studio = useStudio();
  const profile = useProfile(user.id);
  const [params, setParams] = useSearchParams();
  const tab = accountTab(params.get("tab"));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Each opening mounts the dialog afresh, so it starts from the saved profile.
  const [openings, setOpenings] = useState(0);

  if (profile.isPending || studio.isPending) return <LoadingState label="Loading your profile…" />;
  if (profile.isError) {
    return <LoadFailed onRetry={() => void profile.refetch()}>{profile.error.message}</LoadFailed>;
  }
  if (studio.isError) {
    return <LoadFailed onRetry={() => void studio.refetch()}>{studio.error.message}</LoadFailed>;
  }

  const { timeZone } = studio.data;
  const open = (next: OpenDialog) => {
    setOpenings((count) => count + 1);
    setDialog(next);
  };
  const close = () => setDialog(null);

  return (
    <>
      <Tabs
        label="My Profile sections"
        items={TABS}
        selected={tab}
        onSelect={(next) => setParams(next === "overview" ? {} : { tab: next }, { replace: true })}
      >
        {tab === "overview" ? (
          <ProfileOverview
            profile={profile.data}
            signInName={user.name}
            timeZone={timeZone}
            onEditProfile={() => open("edit-profile")}
            onNotifications={() => open("notifications")}
          />
        ) : tab === "bookings" ? (
          <MyBookingsPanel userId={user.id} timeZone={timeZone} />
        ) : (
          <CreditsPanel
            profile={profile.data}
            timeZone={timeZone}
            onlinePayments={studio.data.onlinePayments}
          />
        )}
      </Tabs>
      <EditProfileDialog
        key={`edit-${openings}`}
        open={dialog === "edit-profile"}
        onClose={close}
        profile={profile.data}
        supportEmail={studio.data.email}
      />
      <NotificationsDialog
        key={`notifications-${openings}`}
        open={dialog === "notifications"}
        onClose={close}
        profile={profile.data}
      />
    </>
  );
}
