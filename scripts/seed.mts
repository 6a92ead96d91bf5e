/**
 * `npm run seed`: demo accounts (and demo releases for the artists) for trying Offbeat locally.
 * Explicit command only, never run on start. What exists is left alone, so running it twice is
 * harmless. The work itself is seedDemo (scripts/seedDemo.ts), which a test runs too.
 */
import { loadConfig } from "../server/config.ts";
import { createContext } from "../server/context.ts";
import { startWorkers } from "../server/startWorkers.ts";
import { seedDemo } from "./seedDemo.ts";

const config = loadConfig();
if (config.NODE_ENV === "production") {
  console.error("Refusing to seed demo accounts with NODE_ENV=production.");
  process.exit(1);
}
const ctx = await createContext(config);
try {
  // The queues only: the demo's jobs (copyright checks) are run by the server when it starts.
  await startWorkers(ctx, { work: false });
  await seedDemo(ctx, (line) => console.log(line));
} finally {
  await ctx.close();
}
