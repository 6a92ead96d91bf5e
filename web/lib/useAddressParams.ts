import { useLocation, useSearchParams } from "react-router";

/**
 * A page's filters kept in the address (?q=&status=), so a reload or a shared link shows the
 * same list: the current ones, and a setter for one of them. An empty value takes the filter
 * out of the address; a change replaces the history entry rather than adding one per keystroke.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const setParam = (name: string, value: string | null | undefined) =>
    setParams(
      () => {
        // Navigations are transitions (PendingRouter): a filter set a moment ago (a tab clicked
        // while its list loads) is already in the address but not yet in `params`. Building on
        // `params` would take it out again when the search is typed next.
        const address = window.location;
        const next = new URLSearchParams(address.pathname === pathname ? address.search : params);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params, setParam] as const;
}
