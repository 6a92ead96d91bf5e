// First: zod must be jitless before any schema is built (common/zodConfig.ts says why).
import "@common/zodConfig.ts";
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PendingRouter } from "./lib/PendingRouter.tsx";
import { RootLayout } from "./RootLayout.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// No query cache here: it arrives with the first screen that reads the API (queryClient.ts).
const app = (
  <StrictMode>
    <PendingRouter>
      <RootLayout />
    </PendingRouter>
  </StrictMode>
);

// Public pages arrive rendered by the server (web/renderPublicPage.tsx): React takes that HTML
// over instead of drawing it again, after the browser has painted it. Either way the work runs
// as a transition, which React splits into short tasks, so the page answers input while it
// starts (issue 6: Lighthouse's first paint and Total Blocking Time).
if (root.firstElementChild) {
  requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, app))));
} else {
  startTransition(() => createRoot(root).render(app));
}
