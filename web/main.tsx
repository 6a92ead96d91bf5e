// First: zod must be jitless before any schema is built (common/zodConfig.ts says why).
import "@common/zodConfig.ts";
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ScreenSpinner } from "./components/Spinner.tsx";
import { PendingRouter } from "./lib/PendingRouter.tsx";
import { RootLayout } from "./RootLayout.tsx";
import { preloadSignedInScreen } from "./shell/signedInChunks.ts";

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
} else if (/^\/(dashboard|admin)(\/|$)/.test(window.location.pathname)) {
  // A signed-in page opened directly shows the spinner until its code is here, then renders
  // whole. Rendering at once would show it as a Suspense fallback instead, and React holds back
  // what replaces a fallback for 300 ms after it appeared: that was most of the time to a page
  // whose code the browser had cached (a reload, a link opened in a new tab).
  const reactRoot = createRoot(root);
  reactRoot.render(<ScreenSpinner />);
  void preloadSignedInScreen(window.location.pathname).then(() =>
    startTransition(() => reactRoot.render(app)),
  );
} else {
  startTransition(() => createRoot(root).render(app));
}
