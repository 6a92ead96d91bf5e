import {
  createContext,
  type ReactNode,
  use,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from "react";
import { Router, UNSAFE_createBrowserHistory } from "react-router";

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type HistoryUpdate = Parameters<Parameters<BrowserHistory["listen"]>[0]>[0];

const PendingPathContext = createContext<string | null>(null);

/**
 * The address being opened while the page on screen stays up, or null.
 *
 * Navigations are transitions (as in react-router's BrowserRouter): while the next page's code
 * or data loads, the current page stays. That is right on a fast connection and silent on a slow
 * one, or offline, where a click seemed to do nothing. This names the pending address so the
 * shell can say something is on its way (PageLoadingBar, the sidebar's link).
 */
export function usePendingPath(): string | null {
  return use(PendingPathContext);
}

/**
 * BrowserRouter, with the navigation's transition kept in a `useTransition` so its pending state
 * is known. The same history and the same Router underneath, so every react-router hook works as
 * before.
 */
export function PendingRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory>(null);
  history.current ??= UNSAFE_createBrowserHistory({ v5Compat: true });
  const browserHistory = history.current;
  const [shown, setShown] = useState<HistoryUpdate>({
    action: browserHistory.action,
    location: browserHistory.location,
    delta: null,
  });
  const [target, setTarget] = useState(browserHistory.location.pathname);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      browserHistory.listen((update) => {
        setTarget(update.location.pathname);
        startTransition(() => setShown(update));
      }),
    [browserHistory],
  );
  return (
    <PendingPathContext value={pending ? target : null}>
      <Router location={shown.location} navigationType={shown.action} navigator={browserHistory}>
        {children}
      </Router>
    </PendingPathContext>
  );
}
