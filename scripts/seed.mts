/**
 * `npm run seed`: demo accounts (and demo releases for the artists) for trying Offbeat locally. Explicit command only, never run on
 * start. Existing accounts are left alone, so running it twice is harmless.
 */
import { eq } from "drizzle-orm";
import { createConfirmedUser, type NewUser } from "../server/commands/ensureAdmin.ts";
import { loadConfig } from "../server/config.ts";
import { createContext } from "../server/context.ts";
import { users } from "../server/db/schema/index.ts";
import { seedPlatform } from "./seedPlatform.ts";
import { seedReleases } from "./seedReleases.ts";

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

const config = loadConfig();
if (config.NODE_ENV === "production") {
  console.error("Refusing to seed demo accounts with NODE_ENV=production.");
  process.exit(1);
}
const ctx = await createContext(config, { work: false });
try {
  for (const account of demoAccounts) {
    const [existing] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    let userId = existing?.id;
    if (userId) {
      console.log(`exists   ${account.role.padEnd(6)} ${account.email}`);
    } else {
      userId = await createConfirmedUser(ctx, account);
      console.log(
        `created  ${account.role.padEnd(6)} ${account.email}  password: ${account.password}`,
      );
    }
    const made = await seedReleases(ctx, userId, account.email);
    if (made > 0) console.log(`         ${made} demo releases for ${account.email}`);
  }
  const adminEmail = demoAccounts.find((a) => a.role === "admin")?.email ?? "";
  const content = await seedPlatform(ctx, adminEmail);
  if (content.length > 0) console.log(`created  demo ${content.join(" and ")}`);
} finally {
  await ctx.close();
}
