import { CreateGroupSchema } from "@common/messaging.ts";
import { failureMessage } from "@web/api/client.ts";
import { useCreateGroup } from "@web/api/messaging.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { type FormEvent, useState } from "react";
import { ContactChecklist, toggled } from "./ContactChecklist.tsx";

interface CreateGroupModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (conversationId: string) => void;
}

/** "Create Group Chat" (spec §2, §5): a name that is not blank after trimming, one member at least. */
export function CreateGroupModal({ open, onOpenChange, onCreated }: CreateGroupModalProps) {
  const [title, setTitle] = useState("");
  const [q, setQ] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<{ title?: string; memberIds?: string }>({});
  const create = useCreateGroup();

  const reset = () => {
    setTitle("");
    setQ("");
    setSelected(new Set());
    setErrors({});
    create.reset();
  };

  const close = () => {
    onOpenChange(false);
    reset();
  };

  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateGroupSchema.safeParse({ title, memberIds: [...selected] });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "title" || field === "memberIds") && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (conversation) => {
        close();
        onCreated(conversation.id);
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Create Group Chat"
      testId="create-group"
      size="lg"
    >
      <form ref={container} onSubmit={submit} noValidate className="space-y-4">
        {create.error && (
          <FormAlert tone="error">
            {failureMessage(create.error, "Failed to create the group. Please try again.")}
          </FormAlert>
        )}
        <FormField
          label="Group name"
          value={title}
          maxLength={200}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors((e) => ({ ...e, title: undefined }));
          }}
          error={errors.title}
          placeholder="e.g. Summer release team"
        />
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-1.5 flex w-full justify-between text-sm font-medium text-ink-200">
            <span>Members</span>
            <span className="text-ink-400">{selected.size} selected</span>
          </legend>
          <SearchInput
            label="Search people"
            placeholder="Search by name or email"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <div className="-mx-2 max-h-64 overflow-y-auto">
            <ContactChecklist
              params={{ purpose: "group", q }}
              selected={selected}
              onToggle={(id, on) => {
                setSelected((s) => toggled(s, id, on));
                setErrors((e) => ({ ...e, memberIds: undefined }));
              }}
              emptyText="There is no one to add yet."
            />
          </div>
          {errors.memberIds && (
            <p role="alert" className="text-xs font-medium text-danger">
              {errors.memberIds}
            </p>
          )}
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending}>
            Create Group
          </Button>
        </div>
      </form>
    </Modal>
  );
}
