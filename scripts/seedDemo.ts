import { eq } from "drizzle-orm";
import { createConfirmedUser, type NewUser } from "../server/commands/ensureAdmin.ts";
import type { AppContext } from "../server/context.ts";
import { users } from "../server/db/schema/index.ts";
import type { Actor } from "../server/policies/user.ts";
import { seedPlatform } from "./seedPlatform.ts";
import { seedReleases } from "./seedReleases.ts";
import { seedRoyalties } from "./seedRoyalties.ts";

/** Documented in README.md ("Demo accounts"); for local demos only. */
export const demoAccounts: NewUser[] = [
  {
    email: "admin@demo.offbeat.local",
    password: "offbeat-admin-demo",
    fullName: "Alex Admin",
    artistName: null,
    role: "admin",
  },
  {
    email: "staff@demo.offbeat.local",
    password: "offbeat-staff-demo",
    fullName: "Sam Staff",
    artistName: null,
    role: "staff",
  },
  {
    email: "nova@demo.offbeat.local",
    password: "offbeat-artist-demo",
    fullName: "Nova Lind",
    artistName: "Nova Lind",
    role: "artist",
  },
  {
    email: "echo@demo.offbeat.local",
    password: "offbeat-artist-demo",
    fullName: "Elias Berg",
    artistName: "Echo Park Collective",
    role: "artist",
  },
];

/**
 * The body of `npm run seed`, callable with any context (the script's, a test's): the demo
 * accounts, their demo releases, store reports of what the delivered ones earned, and the
 * platform content. Whatever exists is left alone, so a
 * second run adds only what is missing (e.g. a demo release added to the list since).
 */
export async function seedDemo(ctx: AppContext, log: (line: string) => void = () => {}) {
  const ids = new Map<string, string>();
  for (const account of demoAccounts) {
    const [existing] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    if (existing) {
      log(`exists   ${account.role.padEnd(6)} ${account.email}`);
      ids.set(account.email, existing.id);
    } else {
      ids.set(account.email, await createConfirmedUser(ctx, account));
      log(`created  ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`);
    }
  }
  // The demo staff member reviews the demo releases, as on the Release Review page.
  const staff = demoAccounts.find((a) => a.role === "staff");
  const reviewer: Actor = { id: ids.get(staff?.email ?? "") ?? "", role: "staff" };
  for (const account of demoAccounts) {
    const userId = ids.get(account.email);
    if (!userId) continue;
    const made = await seedReleases(ctx, userId, account.email, reviewer);
    if (made > 0) log(`         ${made} demo releases for ${account.email}`);
  }
  const artistIds = demoAccounts.flatMap((a) =>
    a.role === "artist" && ids.has(a.email) ? [ids.get(a.email) ?? ""] : [],
  );
  const reports = await seedRoyalties(ctx, reviewer, artistIds);
  if (reports > 0) log(`         ${reports} demo store reports imported and posted`);
  const adminEmail = demoAccounts.find((a) => a.role === "admin")?.email ?? "";
  const content = await seedPlatform(ctx, adminEmail);
  if (content.length > 0) log(`created  demo ${content.join(" and ")}`);
}
