import { type AccountStanding, ModerationMessages } from "@common/moderation.ts";
import { type AdminUser, userStatus } from "@common/userManagement.ts";
import type { Role } from "@common/users.ts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UsersTable } from "./UsersTable.tsx";

const me = { id: "a0a0a0a0-0000-4000-8000-000000000001", role: "admin" as const };

function aUser(id: string, fullName: string, role: Role, standing: AccountStanding): AdminUser {
  return {
    id,
    email: `${fullName.toLowerCase().replace(" ", ".")}@example.com`,
    fullName,
    artistName: null,
    avatarUrl: null,
    role,
    releases: 0,
    warnings: 0,
    status: userStatus(standing),
    standing,
    suspensionReason: null,
    suspendedUntil: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

const users = [
  aUser(me.id, "Me Admin", "admin", "active"),
  aUser("a0a0a0a0-0000-4000-8000-000000000002", "Other Admin", "admin", "banned"),
  aUser("a0a0a0a0-0000-4000-8000-000000000003", "Sam Artist", "artist", "suspended"),
  aUser("a0a0a0a0-0000-4000-8000-000000000004", "Tia Staff", "staff", "terms"),
];

const button = (name: string) => screen.queryByRole("button", { name });

describe("UsersTable offers what the server allows", () => {
  it("lets an admin moderate neither themselves nor another admin, and says why", () => {
    render(<UsersTable users={users} actor={me} onAction={() => undefined} />);
    expect(button("Issue warning to Me Admin")).toBeDisabled();
    expect(button("Issue warning to Me Admin")).toHaveAttribute(
      "title",
      ModerationMessages.cannotModerateSelf,
    );
    expect(button("Issue warning to Other Admin")).toHaveAttribute(
      "title",
      ModerationMessages.cannotModerateAdmin,
    );
    // A banned admin (promoted while banned) may still have the ban removed.
    expect(button("Remove suspension of Other Admin")).toBeEnabled();
  });

  it("offers Suspend only when no suspension runs, Remove Suspension only when one does", () => {
    render(<UsersTable users={users} actor={me} onAction={() => undefined} />);
    expect(button("Suspend Sam Artist")).toBeNull();
    expect(button("Remove suspension of Sam Artist")).toBeEnabled();
    // Waiting for the terms: suspended again or released at once, both allowed.
    expect(button("Suspend Tia Staff")).toBeEnabled();
    expect(button("Remove suspension of Tia Staff")).toBeEnabled();
    expect(button("Remove suspension of Me Admin")).toBeNull();
  });
});
