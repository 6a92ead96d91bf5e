import { useSearchParams } from "react-router";

/**
 * A page's filters kept in the address (?q=&status=), so a reload or a shared link shows the
 * same list: the current ones, and a setter for one of them. An empty value takes the filter
 * out of the address; a change replaces the history entry rather than adding one per keystroke.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | null | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params, setParam] as const;
}
