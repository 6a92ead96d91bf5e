import {
  type AdminBroadcast,
  AdminToolsMessages,
  type BroadcastInput,
  BroadcastInputSchema,
} from "@common/adminTools.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useInfiniteQuery } from "@tanstack/react-query";
import { adminBroadcastsQuery, useDeleteBroadcast, usePostBroadcast } from "@web/api/adminTools.ts";
import { failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { Megaphone, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CardHeading } from "./CardHeading.tsx";
import { TextAreaField } from "./TextArea.tsx";

function PostBroadcastForm() {
  const form = useForm<BroadcastInput>({
    resolver: zodResolver(BroadcastInputSchema),
    defaultValues: { title: "", body: "" },
  });
  const post = usePostBroadcast();
  const submit = form.handleSubmit((values) =>
    post.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(AdminToolsMessages.broadcastPosted);
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, ["title", "body"]),
    }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4" aria-label="Post a broadcast">
      <FormField label="Title" error={errors.title?.message} {...form.register("title")} />
      <TextAreaField
        label="Message"
        rows={3}
        error={errors.body?.message}
        {...form.register("body")}
      />
      {post.isError && (
        <FormAlert tone="error">
          {failureMessage(post.error, AdminToolsMessages.broadcastFailed)}
        </FormAlert>
      )}
      <Button type="submit" busy={post.isPending}>
        Post Broadcast
      </Button>
    </form>
  );
}

/**
 * Broadcast (spec document 2 §2, §5, §7): post one (title and body, trimmed), the 20 newest,
 * delete with a confirmation. The newest is every signed-in page's banner.
 */
export function BroadcastCard() {
  const list = useInfiniteQuery(adminBroadcastsQuery);
  const remove = useDeleteBroadcast();
  const [confirming, setConfirming] = useState<AdminBroadcast | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: ({ message }) => toast.success(message ?? AdminToolsMessages.broadcastDeleted),
      onError: (error) =>
        toast.error(failureMessage(error, AdminToolsMessages.broadcastDeleteFailed)),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Card aria-labelledby="broadcast-heading" data-testid="broadcast-card">
      <CardHeading id="broadcast-heading" icon={Megaphone}>
        Broadcast
      </CardHeading>
      <p className="mt-1 text-sm text-ink-300">
        The latest broadcast shows as a banner on every signed-in page until each user dismisses it.
      </p>
      <PostBroadcastForm />
      <h3 className="mt-8 text-sm font-semibold text-ink-200">Recent broadcasts</h3>
      {list.error && (
        <FormAlert tone="error" className="mt-3">
          {list.error.message}
        </FormAlert>
      )}
      {list.isPending ? (
        <Spinner className="mt-3" />
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-400">No broadcasts yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-ink-800" aria-label="Recent broadcasts">
          {items.map((broadcast) => (
            <li
              key={broadcast.id}
              className="flex items-start justify-between gap-4 py-3"
              data-testid="admin-broadcast"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink-50">{broadcast.title}</p>
                <p className="mt-0.5 text-sm break-words whitespace-pre-line text-ink-300">
                  {broadcast.body}
                </p>
                <p className="mt-1 text-xs text-ink-400">{formatDateTime(broadcast.createdAt)}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete broadcast ${broadcast.title}`}
                onClick={() => setConfirming(broadcast)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
        title="Delete broadcast?"
        description={
          <>
            “{confirming?.title}” will be removed, and with it its banner on every page. This cannot
            be undone.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
