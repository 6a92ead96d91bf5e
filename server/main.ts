import { existsSync } from "node:fs";
import { buildApp } from "./app.ts";
import { ensureAdmin } from "./commands/ensureAdmin.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createContext } from "./context.ts";
import { startWorkers } from "./startWorkers.ts";

async function main() {
  // A .env file beside package.json is read if present; variables already set win.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const ctx = await createContext(config);
  await startWorkers(ctx);
  const app = await buildApp(ctx, { logger: true, serveWeb: true });

  const admin = await ensureAdmin(ctx);
  if (admin?.generatedPassword) {
    // Printed once, on the console only (never through the request log).
    console.log(
      `\n  First start: admin account created.\n  Email:    ${admin.email}\n  Password: ${admin.generatedPassword}\n  Change it after signing in.\n`,
    );
  } else if (admin) {
    console.log(`\n  First start: admin account ${admin.email} is ready.\n`);
  }

  await app.listen({ port: config.PORT, host: config.HOST });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: draining requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // close() stops accepting connections and waits for in-flight requests; then the database.
    // Keep-alive connections that finish a request during the drain would hold close() open
    // until they time out, so idle ones are swept while it waits.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    await ctx.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
