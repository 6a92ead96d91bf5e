import { type Artist, Limits, ReleaseMessages } from "@common/releases.ts";
import { useCreateArtist } from "@web/api/artists.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { type FormEvent, useState } from "react";

interface CreateArtistModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (artist: Artist) => void;
}

/** The failure in the spec's words; a limit or an outage keeps its own explanation. */
function createFailure(error: Error): string {
  if (error instanceof ApiError && error.status === 409) return ReleaseMessages.artistCreateFailed;
  return failureMessage(error, ReleaseMessages.artistCreateFailed);
}

/**
 * "Create Artist" (spec §2, §5): the name is trimmed; a blank name does nothing. The message
 * stays inside the dialog, where the user is (a toast behind a modal is hidden from screen
 * readers).
 */
export function CreateArtistModal({ open, onOpenChange, onCreated }: CreateArtistModalProps) {
  const [name, setName] = useState("");
  const create = useCreateArtist();

  const close = () => {
    onOpenChange(false);
    setName("");
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    create.mutate(trimmed, {
      onSuccess: (artist) => {
        close();
        onCreated(artist);
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Create Artist"
      description="Add an artist name you release music under."
      testId="create-artist"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        {create.error && <FormAlert tone="error">{createFailure(create.error)}</FormAlert>}
        <FormField
          label="Artist name"
          value={name}
          maxLength={Limits.artistName}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            if (create.error) create.reset();
          }}
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending}>
            Create
          </Button>
        </div>
      </form>
    </Modal>
  );
}
