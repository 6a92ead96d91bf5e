import { createServer } from "node:net";

/**
 * A port nothing listens on, chosen by the operating system, for a server a test or bench
 * starts (a random pick in a range once landed on MariaDB's 3306 on the CI machine).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}
