import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { FoundUser } from "../../features/admin-users/found-user.tsx";
import { StudioTimeZone } from "../../features/admin-users/studio-time-zone.tsx";
import type { UserAction } from "../../features/admin-users/user-action.ts";
import { UserActionDialogs } from "../../features/admin-users/user-action-dialogs.tsx";
import { UserCardActions } from "../../features/admin-users/user-card-actions.tsx";
import { UserList } from "../../features/admin-users/user-list.tsx";
import { userListParams, userListQuery } from "../../features/admin-users/user-list-params.ts";
import { UserOverview } from "../../features/admin-users/user-overview.tsx";
import { UserSearchForm } from "../../features/admin-users/user-search-form.tsx";

export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const [userId, setUserId] = useState<string | null>(null);
  const [action, setAction] = useState<UserAction | null>(null);

  return (
    <AdminPage
      title="Users"
      description="Every account of the studio: find one, edit it, reset its password, disable or enable it, and read its history. Times are in studio time."
    >
      <StudioTimeZone>
        {(timeZone) => (
          <div className="mt-8 space-y-10">
            <div className="space-y-6">
              <UserSearchForm onResult={(user) => setUserId(user?.id ?? null)} />
              {userId && (
                <FoundUser userId={userId}>
                  {(user) => (
                    <UserOverview
                      user={user}
                      timeZone={timeZone}
                      actions={<UserCardActions user={user} onAction={setAction} />}
                    />
                  )}
                </FoundUser>
              )}
            </div>
            <UserList
              query={userListQuery(params)}
              onQuery={(query) => setParams(userListParams(query))}
              onAction={setAction}
            />
            <UserActionDialogs
              action={action}
              timeZone={timeZone}
              onClose={() => setAction(null)}
            />
          </div>
        )}
      </StudioTimeZone>
    </AdminPage>
  );
}
