import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { expect, vi } from "vitest";

/**
 * Renders a screen as the app does: inside a query cache of its own (no retries, so a refused
 * call shows at once), a router at `route`, and the toaster that shows the app's alerts.
 * Returns Testing Library's queries and a user-event user to click and type with.
 */
export function renderInApp(ui: ReactElement, { route = "/" }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

/**
 * Waits until a toast saying `text` can be seen, and returns it. The toast is in the page a
 * moment before it shows: sonner marks it mounted in an effect after it renders, and until then
 * it is at opacity 0, so `findByText(...)` followed by `toBeVisible()` fails on a busy machine.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const toast = screen.getByText(text);
    expect(toast).toBeVisible();
    return toast;
  });
}

/**
 * Waits until the modal dialog named `name` is open and takes pointer input, and returns it.
 * Radix turns pointer events off on the page behind a modal in an effect, and on for the modal
 * in the render after it; a dialog that mounts outside `act` (a lazy-loaded one, once its code
 * arrives) can be found before that render, and a click or typing in it then fails user-event's
 * check that the target accepts the pointer.
 */
export async function findOpenDialog(name: string, { timeout = 1_000 } = {}): Promise<HTMLElement> {
  return vi.waitFor(
    () => {
      const dialog = screen.getByRole("dialog", { name });
      expect(dialog).toHaveStyle({ pointerEvents: "auto" });
      return dialog;
    },
    { timeout },
  );
}
