import { useState } from "react";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { FoundUser } from "../../features/admin-users/found-user.tsx";
import { StudioTimeZone } from "../../features/admin-users/studio-time-zone.tsx";
import { UserOverview } from "../../features/admin-users/user-overview.tsx";
import { UserSearchForm } from "../../features/admin-users/user-search-form.tsx";
import { RechargeForm } from "../../features/recharge/recharge-form.tsx";
import { UserSales } from "../../features/sales/user-sales.tsx";

export function RechargePage() {
  const [userId, setUserId] = useState<string | null>(null);
  return (
    <AdminPage
      title="Credit Recharge"
      description="Find a student by name, nickname, e-mail or phone, then sell them a credit pack or credits at the desk, with a receipt."
    >
      <div className="mt-8 space-y-6">
        <UserSearchForm onResult={(user) => setUserId(user?.id ?? null)} />
        {userId && (
          <StudioTimeZone>
            {(timeZone) => (
              <FoundUser userId={userId}>
                {(user) => (
                  <div className="space-y-10">
                    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
                      <UserOverview user={user} timeZone={timeZone} />
                      <RechargeForm key={user.id} user={user} />
                    </div>
                    <UserSales userId={user.id} timeZone={timeZone} />
                  </div>
                )}
              </FoundUser>
            )}
          </StudioTimeZone>
        )}
      </div>
    </AdminPage>
  );
}
