import { ModerationFailures } from "@common/moderation.ts";
import {
  type AdminUser,
  USER_ROLE_FILTER_LABELS,
  USER_ROLE_FILTERS,
  type UserRoleFilter,
} from "@common/userManagement.ts";
import { displayName } from "@common/users.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { adminUsersQuery, useUnsuspendUser } from "@web/api/moderation.ts";
import { useSession } from "@web/api/session.ts";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { cn } from "@web/lib/cn.ts";
import { useDebouncedValue } from "@web/lib/useDebouncedValue.ts";
import { useState } from "react";
import { toast } from "sonner";
import { IssueWarningModal } from "./IssueWarningModal.tsx";
import { SuspendUserModal } from "./SuspendUserModal.tsx";
import { UserDetailsModal } from "./UserDetailsModal.tsx";
import { type UserAction, UsersTable } from "./UsersTable.tsx";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/users (spec document 2 §2 "User Management"), admins only: search and role filter
 * (both on the server), the users table a page at a time, and the moderation modals.
 */
export function AdminUsersPage() {
  const session = useSession();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<UserRoleFilter>("all");
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const users = useInfiniteQuery({
    ...adminUsersQuery({ q, role }),
    placeholderData: keepPreviousData,
  });
  const unsuspend = useUnsuspendUser();
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const close = () => setOpen(null);

  const removeSuspension = (user: AdminUser) =>
    unsuspend.mutate(user.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        close();
      },
      onError: (error) => {
        console.error("Remove suspension failed", error);
        toast.error(failureMessage(error, ModerationFailures.unsuspend));
      },
    });

  return (
    <div>
      <PageHeader
        title="User Management"
        description="Search accounts, issue warnings, and suspend or ban users."
      />
      <search className="mb-5 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search users"
          placeholder="Search by name, artist name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
          className="flex-1"
        />
        <label className="sr-only" htmlFor="user-role-filter">
          Role
        </label>
        <select
          id="user-role-filter"
          value={role}
          onChange={(event) => setRole(event.target.value as UserRoleFilter)}
          className={cn(inputClass, "h-10 text-sm sm:w-44")}
        >
          {USER_ROLE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {USER_ROLE_FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </search>

      {users.isError && (
        <FormAlert tone="error" className="mb-4">
          {failureMessage(users.error, ModerationFailures.load)}
        </FormAlert>
      )}
      {users.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-7" label="Loading users" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-ink-900 px-6 py-12 text-center text-ink-300 ring-1 ring-ink-700">
          {q || role !== "all" ? "No users match these filters." : "No users yet."}
        </p>
      ) : (
        <div className={cn(users.isPlaceholderData && "opacity-60 transition-opacity")}>
          <UsersTable
            users={items}
            actor={session.user}
            onAction={(action, user) => setOpen({ action, user })}
          />
        </div>
      )}
      <LoadMoreButton list={users} placement="page" />

      {open?.action === "details" && <UserDetailsModal userId={open.user.id} onClose={close} />}
      {open?.action === "suspend" && <SuspendUserModal user={open.user} onClose={close} />}
      {open?.action === "warn" && <IssueWarningModal user={open.user} onClose={close} />}
      <ConfirmDialog
        open={open?.action === "unsuspend"}
        onOpenChange={(next) => !next && !unsuspend.isPending && close()}
        title="Remove suspension?"
        description={
          open
            ? `${displayName(open.user)} (${open.user.email}) will regain access at once, without having to agree to the terms.`
            : ""
        }
        confirmLabel="Remove Suspension"
        busy={unsuspend.isPending}
        onConfirm={() => open && removeSuspension(open.user)}
      />
    </div>
  );
}
