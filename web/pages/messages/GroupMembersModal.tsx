import { type ConversationSummary, senderLabel } from "@common/messaging.ts";
import { ROLE_LABELS } from "@common/users.ts";
import { failureMessage } from "@web/api/client.ts";
import { useAddMembers } from "@web/api/messaging.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { LogOut, UserPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Avatar } from "./Avatar.tsx";
import { ContactChecklist, toggled } from "./ContactChecklist.tsx";

interface GroupMembersModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversation: ConversationSummary;
  myId: string;
  onLeave: () => void;
}

/** "Group Members" (spec §2): who is in the group and their role; add people; leave. */
export function GroupMembersModal({
  open,
  onOpenChange,
  conversation,
  myId,
  onLeave,
}: GroupMembersModalProps) {
  const [q, setQ] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const add = useAddMembers(conversation.id);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setQ("");
      setSelected(new Set());
    }
  };

  const addSelected = () =>
    add.mutate([...selected], {
      onSuccess: () => {
        toast.success(selected.size === 1 ? "Member added" : `${selected.size} members added`);
        setSelected(new Set());
      },
      onError: (error) => toast.error(failureMessage(error, "Failed to add members.")),
    });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Group Members"
      description={`${conversation.participants.length} members in ${conversation.title ?? "this group"}`}
      testId="group-members"
      size="lg"
    >
      <ul
        className="-mx-2 max-h-56 divide-y divide-ink-800 overflow-y-auto"
        data-testid="member-list"
      >
        {conversation.participants.map((member) => {
          const label = senderLabel(member);
          return (
            <li key={member.id} className="flex items-center gap-3 px-2 py-2.5">
              <Avatar label={label} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink-50">
                  {label}
                  {member.id === myId && <span className="font-normal text-ink-400"> (you)</span>}
                </span>
                {label !== member.email && (
                  <span className="block truncate text-xs text-ink-400">{member.email}</span>
                )}
              </span>
              {member.isCreator && <Badge tone="neutral">Creator</Badge>}
              <Badge tone={member.role === "artist" ? "neutral" : "accent"}>
                {ROLE_LABELS[member.role]}
              </Badge>
            </li>
          );
        })}
      </ul>

      <section className="mt-6 border-t border-ink-800 pt-5" aria-labelledby="add-members-title">
        <h3 id="add-members-title" className="mb-3 flex items-center gap-2 text-sm font-bold">
          <UserPlus aria-hidden className="size-4 text-accent" />
          Add members
        </h3>
        <SearchInput
          label="Search people to add"
          placeholder="Search by name or email"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <div className="-mx-2 mt-2 max-h-56 overflow-y-auto">
          <ContactChecklist
            params={{ purpose: "group", q, conversationId: conversation.id }}
            selected={selected}
            onToggle={(id, on) => setSelected((s) => toggled(s, id, on))}
            emptyText="Everyone you can add is already here."
          />
        </div>
        <Button
          className="mt-3 w-full"
          disabled={selected.size === 0}
          busy={add.isPending}
          onClick={addSelected}
        >
          Add Selected ({selected.size})
        </Button>
      </section>

      <div className="mt-6 border-t border-ink-800 pt-5">
        <Button variant="danger" className="w-full" onClick={onLeave}>
          <LogOut aria-hidden className="size-4" />
          Leave Group
        </Button>
      </div>
    </Modal>
  );
}
