import { type ReactNode, useId } from "react";
import type { UserListQuery } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { useUserList } from "./use-user-list.ts";
import type { UserAction } from "./user-action.ts";
import { UserCards } from "./user-cards.tsx";
import { showingUsers } from "./user-list-params.ts";
import { UserTable } from "./user-table.tsx";

const EVERYONE: UserListQuery = { page: 1, status: "all", subscription: "all" };

interface UserListProps {
  query: UserListQuery;
  onQuery: (query: UserListQuery) => void;
  onAction: (action: UserAction) => void;
}

/**
 * All Users (spec §2 Admin Users): the count, the two filters, 30 a page with Previous and Next
 * and 'Showing x to y of n users'. Filtering and paging happen on the server.
 */
export function UserList({ query, onQuery, onAction }: UserListProps) {
  const headingId = useId();
  const list = useUserList(query);
  // "Registered" counts every account, whatever the filters show.
  const everyone = useUserList(EVERYONE);
  const registered = everyone.data?.totalUsers;

  let content: ReactNode;
  if (list.isPending) {
    content = <LoadingState label="Loading users…" />;
  } else if (list.isError) {
    content = (
      <LoadFailed onRetry={() => void list.refetch()}>{MESSAGES.usersListFailed}</LoadFailed>
    );
  } else {
    const { users, totalUsers, page, pageSize } = list.data;
    content = (
      <div aria-busy={list.isPlaceholderData || undefined}>
        {users.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-sand-300 px-6 py-12 text-center text-ink-muted">
            No users match these filters.
          </p>
        ) : (
          <>
            <div className="hidden lg:block">
              <UserTable users={users} caption="All Users" onAction={onAction} />
            </div>
            <div className="lg:hidden">
              <UserCards users={users} onAction={onAction} />
            </div>
          </>
        )}
        <p aria-live="polite" className="mt-4 text-sm text-ink-muted">
          {showingUsers(page, pageSize, totalUsers)}
        </p>
        <Pager
          label="All Users pages"
          page={page}
          pageSize={pageSize}
          total={totalUsers}
          busy={list.isFetching}
          onPage={(next) => onQuery({ ...query, page: next })}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          All Users
        </h2>
        {registered !== undefined && (
          <p className="text-ink-muted">
            {registered} {registered === 1 ? "user" : "users"} registered
          </p>
        )}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label="Status"
          value={query.status}
          onChange={(event) =>
            onQuery({ ...query, page: 1, status: event.target.value as UserListQuery["status"] })
          }
        >
          <option value="all">All Status</option>
          <option value="active">Active Only</option>
          <option value="disabled">Disabled Only</option>
        </SelectField>
        <SelectField
          label="Subscription"
          value={query.subscription}
          onChange={(event) =>
            onQuery({
              ...query,
              page: 1,
              subscription: event.target.value as UserListQuery["subscription"],
            })
          }
        >
          <option value="all">All Users</option>
          <option value="with">With Subscription</option>
          <option value="without">No Subscription</option>
        </SelectField>
      </div>
      <div className="mt-6">{content}</div>
    </section>
  );
}
