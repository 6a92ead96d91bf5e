import {
  type AdminAnnouncement,
  AdminToolsMessages,
  type AnnouncementPatch,
} from "@common/adminTools.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import {
  adminAnnouncementsQuery,
  useCreateAnnouncement,
  useUpdateAnnouncement,
} from "@web/api/adminTools.ts";
import { failureMessage } from "@web/api/client.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { NOTICE_STYLES } from "@web/shell/noticeStyles.ts";
import { Newspaper, Pencil } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  AnnouncementForm,
  type AnnouncementFormValues,
  toAnnouncementValues,
  toLocalInput,
} from "./AnnouncementForm.tsx";
import { CardHeading } from "./CardHeading.tsx";

const EMPTY: AnnouncementFormValues = { title: "", message: "", type: "info", expiresAt: "" };

function status(announcement: AdminAnnouncement): { label: string; live: boolean } {
  if (!announcement.isActive) return { label: "Inactive", live: false };
  if (announcement.expiresAt && new Date(announcement.expiresAt).getTime() <= Date.now())
    return { label: "Expired", live: false };
  return { label: "Active", live: true };
}

/** Only what the admin changed: an untouched expiry that has passed is not sent back. */
function patchFrom(current: AdminAnnouncement, values: AnnouncementFormValues): AnnouncementPatch {
  const next = toAnnouncementValues(values);
  const patch: AnnouncementPatch = {};
  if (next.title !== current.title) patch.title = next.title;
  if (next.message !== current.message) patch.message = next.message;
  if (next.type !== current.type) patch.type = next.type;
  if (values.expiresAt !== toLocalInput(current.expiresAt)) patch.expiresAt = next.expiresAt;
  return patch;
}

function AnnouncementRow({
  announcement,
  busy,
  onEdit,
  onToggle,
}: {
  announcement: AdminAnnouncement;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const style = NOTICE_STYLES[announcement.type];
  const Icon = style.icon;
  const { label, live } = status(announcement);
  return (
    <li
      className="flex flex-wrap items-start gap-x-3 gap-y-2 py-4"
      data-testid="admin-announcement"
    >
      <Icon aria-hidden className={cn("mt-1 size-4 shrink-0", style.text)} />
      <div className="min-w-56 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-ink-50">{announcement.title}</span>
          <Badge tone={live ? "success" : "neutral"}>{label}</Badge>
          <span className="text-xs text-ink-400">{style.label}</span>
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-ink-300">
          {announcement.message}
        </p>
        <p className="mt-1 text-xs text-ink-400">
          Published {formatDateTime(announcement.createdAt)}
          {announcement.expiresAt && <> · expires {formatDateTime(announcement.expiresAt)}</>}
        </p>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={`Edit announcement ${announcement.title}`}
        >
          <Pencil aria-hidden className="size-4" />
          Edit
        </Button>
        <Button variant="secondary" size="sm" busy={busy} onClick={onToggle}>
          {announcement.isActive ? "Deactivate" : "Activate"}
        </Button>
      </div>
    </li>
  );
}

/**
 * Announcements (spec §2 top bar; types info, warning, success, urgent; optional expiry):
 * publish, edit, deactivate. Every change is in the audit log and reaches top bars live.
 */
export function AnnouncementsCard() {
  const list = useInfiniteQuery(adminAnnouncementsQuery);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const fail = (error: unknown) =>
    toast.error(failureMessage(error, AdminToolsMessages.announcementFailed));

  const publish = async (values: AnnouncementFormValues) => {
    try {
      await create.mutateAsync(toAnnouncementValues(values));
      toast.success(AdminToolsMessages.announcementCreated);
    } catch (error) {
      fail(error);
      throw error;
    }
  };

  const saveEdit = async (values: AnnouncementFormValues) => {
    if (!editing) return;
    const patch = patchFrom(editing, values);
    if (Object.keys(patch).length > 0) {
      try {
        await update.mutateAsync({ id: editing.id, patch });
      } catch (error) {
        fail(error);
        throw error;
      }
    }
    toast.success(AdminToolsMessages.announcementUpdated);
    setEditing(null);
  };

  const toggle = (announcement: AdminAnnouncement) =>
    update.mutate(
      { id: announcement.id, patch: { isActive: !announcement.isActive } },
      {
        onSuccess: () =>
          toast.success(
            announcement.isActive
              ? AdminToolsMessages.announcementDeactivated
              : AdminToolsMessages.announcementUpdated,
          ),
        onError: fail,
      },
    );

  return (
    <Card aria-labelledby="announcements-heading" data-testid="announcements-card">
      <CardHeading id="announcements-heading" icon={Newspaper}>
        Announcements
      </CardHeading>
      <p className="mt-1 mb-5 text-sm text-ink-300">
        Active announcements show in every signed-in top bar, newest first, until they expire or are
        deactivated. Each user may dismiss them.
      </p>
      <AnnouncementForm
        defaultValues={EMPTY}
        submitLabel="Publish Announcement"
        busy={create.isPending}
        onSave={publish}
        resetOnSave
      />
      <h3 className="mt-8 text-sm font-semibold text-ink-200">All announcements</h3>
      {list.error && (
        <FormAlert tone="error" className="mt-3">
          {list.error.message}
        </FormAlert>
      )}
      {list.isPending ? (
        <Spinner className="mt-3" />
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-400">No announcements yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-ink-800" aria-label="All announcements">
          {items.map((announcement) => (
            <AnnouncementRow
              key={announcement.id}
              announcement={announcement}
              busy={
                update.isPending &&
                update.variables?.id === announcement.id &&
                update.variables.patch.isActive !== undefined
              }
              onEdit={() => setEditing(announcement)}
              onToggle={() => toggle(announcement)}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title="Edit announcement"
        size="lg"
        testId="edit-announcement"
      >
        {editing && (
          <AnnouncementForm
            key={editing.id}
            defaultValues={{
              title: editing.title,
              message: editing.message,
              type: editing.type,
              expiresAt: toLocalInput(editing.expiresAt),
            }}
            submitLabel="Save Changes"
            busy={update.isPending}
            onSave={saveEdit}
          />
        )}
      </Modal>
    </Card>
  );
}
