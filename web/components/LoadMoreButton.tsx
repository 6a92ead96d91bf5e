import { Button } from "./Button.tsx";

/** What the button needs of a `useInfiniteQuery` result. */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a keyset-paged list: nothing once the last page is in. Inside a card it is
 * a quiet button under the rows (`card`); under a page's list, a centred secondary one (`page`).
 */
export function LoadMoreButton({
  list,
  placement = "card",
  label = "Load more",
}: {
  list: PagedList;
  placement?: "card" | "page";
  label?: string;
}) {
  if (!list.hasNextPage) return null;
  const button = (
    <Button
      variant={placement === "page" ? "secondary" : "ghost"}
      className={placement === "card" ? "mt-3" : undefined}
      busy={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {label}
    </Button>
  );
  return placement === "page" ? <div className="mt-8 flex justify-center">{button}</div> : button;
}
