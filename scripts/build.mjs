// `npm run build`: always builds the web app, and records the hash of its sources so that the
// next `npm start` can skip the build (scripts/start.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWeb, exitOnBuildFailure } from "./webBuild.mjs";

await buildWeb(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")).catch(
  exitOnBuildFailure,
);
