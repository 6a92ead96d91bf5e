import { blockMessage, MessagingLimits, MessagingMessages } from "@common/messaging.ts";
import { screen } from "@testing-library/react";
import type { ChatMessages } from "@web/api/messageCache.ts";
import { messagingKeys } from "@web/api/messagingKeys.ts";
import { apiCalls, failApi, holdApi, serveApi } from "@web/test/api.ts";
import { aMessage, aUser } from "@web/test/fixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { Composer } from "./Composer.tsx";

const CONVERSATION = "c0ffee00-0000-4000-8000-0000000000c1";
const me = aUser();

function renderComposer(blockedReason: string | null) {
  const view = renderInApp(
    <Composer conversationId={CONVERSATION} me={me} blockedReason={blockedReason} />,
  );
  return {
    ...view,
    input: screen.getByRole("textbox", { name: "Message" }),
    send: screen.getByRole("button", { name: "Send message" }),
  };
}

describe("Composer, blocked", () => {
  it("turns sending off and says why when I blocked the other person", () => {
    const { input, send } = renderComposer(blockMessage({ blockedByMe: true, blockedMe: false }));

    expect(screen.getByRole("status")).toHaveTextContent(MessagingMessages.youBlocked);
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute("placeholder", "Sending is turned off in this conversation");
    expect(send).toBeDisabled();
  });

  it("turns sending off and says why when the other person blocked me", async () => {
    const { input, send, user } = renderComposer(
      blockMessage({ blockedByMe: false, blockedMe: true }),
    );

    expect(screen.getByRole("status")).toHaveTextContent(MessagingMessages.blockedByOther);
    await user.type(input, "Are you there?");
    expect(input).toHaveValue("");
    expect(send).toBeDisabled();
  });

  it("shows no notice and lets me write when nobody blocked", () => {
    const { input } = renderComposer(blockMessage({ blockedByMe: false, blockedMe: false }));

    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveAttribute("placeholder", "Write a message…");
  });
});

describe("Composer, sending", () => {
  it("keeps Send off for a blank message", async () => {
    const { input, send, user } = renderComposer(null);
    expect(send).toBeDisabled();

    await user.type(input, "   ");
    expect(send).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(apiCalls("post", "/api/conversations/{id}/messages")).toHaveLength(0);
  });

  it("refuses a message over the length limit and says by how much", async () => {
    const { input, send, user } = renderComposer(null);
    serveApi("post", "/api/conversations/{id}/typing", { ok: true });

    await user.click(input);
    await user.paste("x".repeat(MessagingLimits.messageLength + 3));

    expect(screen.getByRole("alert")).toHaveTextContent(MessagingMessages.messageTooLong);
    expect(screen.getByRole("alert")).toHaveTextContent("3 too many");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(send).toBeDisabled();
  });

  it("sends the trimmed text with Enter and keeps Send off until the server has it", async () => {
    serveApi("post", "/api/conversations/{id}/typing", { ok: true });
    const sent = holdApi("post", "/api/conversations/{id}/messages");
    const { input, send, user } = renderComposer(null);

    await user.type(input, "  New mix is up  {Enter}");

    expect(input).toHaveValue("");
    await vi.waitFor(() =>
      expect(apiCalls("post", "/api/conversations/{id}/messages").map((c) => c.body)).toEqual([
        { content: "New mix is up" },
      ]),
    );
    expect(apiCalls("post", "/api/conversations/{id}/typing")[0]?.url.pathname).toBe(
      `/api/conversations/${CONVERSATION}/typing`,
    );
    await user.type(input, "Listen at 1:20");
    expect(send).toBeDisabled();

    sent.release({ message: aMessage({ conversationId: CONVERSATION, content: "New mix is up" }) });
    await vi.waitFor(() => expect(send).toBeEnabled());
  });

  it("keeps the message it shows when a refetch from before it lands afterwards", async () => {
    serveApi("post", "/api/conversations/{id}/typing", { ok: true });
    const sent = holdApi("post", "/api/conversations/{id}/messages");
    const { input, user, queryClient } = renderComposer(null);
    const key = messagingKeys.messages(CONVERSATION);
    // A refetch already on its way (as on reconnect), answering with the list before the message.
    let answer: (data: ChatMessages) => void = () => undefined;
    const refetch = queryClient
      .fetchQuery<ChatMessages>({
        queryKey: key,
        queryFn: () =>
          new Promise<ChatMessages>((resolve) => {
            answer = resolve;
          }),
      })
      .catch(() => null);

    await user.type(input, "Still here{Enter}");
    await vi.waitFor(() =>
      expect(apiCalls("post", "/api/conversations/{id}/messages")).toHaveLength(1),
    );
    answer({ pages: [], pageParams: [] });
    await refetch;

    const shown = () =>
      queryClient.getQueryData<ChatMessages>(key)?.pages.flatMap((page) => page.items) ?? [];
    expect(shown().map((m) => [m.content, m.pending])).toEqual([["Still here", true]]);
    sent.release({ message: aMessage({ conversationId: CONVERSATION, content: "Still here" }) });
    await vi.waitFor(() =>
      expect(shown().map((m) => [m.content, m.pending])).toEqual([["Still here", undefined]]),
    );
  });

  it("puts the text back and shows the server's reason when sending is refused", async () => {
    serveApi("post", "/api/conversations/{id}/typing", { ok: true });
    failApi("post", "/api/conversations/{id}/messages", 403, {
      code: "BLOCKED",
      message: MessagingMessages.blockedByOther,
    });
    const { input, user } = renderComposer(null);

    await user.type(input, "Hello?{Enter}");

    await findToast(MessagingMessages.blockedByOther);
    expect(input).toHaveValue("Hello?");
  });
});
