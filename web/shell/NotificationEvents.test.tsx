import { act } from "@testing-library/react";
import { RealtimeContext } from "@web/realtime/context.ts";
import { fakeConnection } from "@web/test/fakeRealtime.ts";
import { aUser } from "@web/test/fixtures.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { NotificationEvents } from "./NotificationEvents.tsx";

const ME = aUser();

describe("NotificationEvents", () => {
  it("refreshes the Withdraw and Earnings pages' queries when a notification of mine arrives", async () => {
    const hub = fakeConnection();
    const { queryClient } = renderInApp(
      <RealtimeContext.Provider value={hub.connection}>
        <NotificationEvents user={ME} />
      </RealtimeContext.Provider>,
    );
    // What the Withdraw page and the Earnings page hold (no observer: only their state counts).
    queryClient.setQueryData(["payouts", "mine"], { balance: "10.00" });
    queryClient.setQueryData(["earnings", "view"], { available: "10.00" });
    await vi.waitFor(() => expect(hub.subscribed(`user:${ME.id}`)).toBe(true));

    // Staff paid the withdrawal: the server tells the user with a notification.
    act(() =>
      hub.publish({
        topic: `user:${ME.id}`,
        event: "notification.created",
        data: { notificationId: "n1", audience: "user" },
      }),
    );

    expect(queryClient.getQueryState(["payouts", "mine"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["earnings", "view"])?.isInvalidated).toBe(true);
  });

  it("leaves them alone when notifications are only marked read", async () => {
    const hub = fakeConnection();
    const { queryClient } = renderInApp(
      <RealtimeContext.Provider value={hub.connection}>
        <NotificationEvents user={ME} />
      </RealtimeContext.Provider>,
    );
    queryClient.setQueryData(["payouts", "mine"], { balance: "10.00" });
    await vi.waitFor(() => expect(hub.subscribed(`user:${ME.id}`)).toBe(true));

    act(() =>
      hub.publish({
        topic: `user:${ME.id}`,
        event: "notifications.read",
        data: { audience: "user" },
      }),
    );

    expect(queryClient.getQueryState(["payouts", "mine"])?.isInvalidated).toBe(false);
  });
});
