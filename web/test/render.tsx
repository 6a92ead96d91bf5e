import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";

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
  const screen = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...screen, user, queryClient };
}
