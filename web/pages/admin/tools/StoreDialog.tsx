import {
  type StoreInput,
  StoreInputSchema,
  StoreMessages,
  type StoreTransport,
  type StoreView,
} from "@common/stores.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useSaveStore } from "@web/api/stores.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { useId } from "react";
import { type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { TextAreaField } from "./TextArea.tsx";

const SECRETS = ["privateKey", "passphrase", "password"] as const;
type Secret = (typeof SECRETS)[number];

/** The dialog's inputs, flat; secrets start empty (empty keeps the saved one). */
interface StoreForm {
  displayName: string;
  dpid: string;
  enabled: boolean;
  transport: StoreTransport;
  folderPath: string;
  host: string;
  port: string;
  username: string;
  remoteDirectory: string;
  hostKeyFingerprint: string;
  privateKey: string;
  passphrase: string;
  password: string;
  /** Saved secrets the admin chose to remove ("" in the save). */
  remove: Secret[];
}

const formValues = (s: StoreView): StoreForm => ({
  displayName: s.displayName,
  dpid: s.dpid ?? "",
  enabled: s.enabled,
  transport: s.transport,
  folderPath: s.folderPath ?? "",
  host: s.sftp?.host ?? "",
  port: String(s.sftp?.port ?? 22),
  username: s.sftp?.username ?? "",
  remoteDirectory: s.sftp?.remoteDirectory ?? "",
  hostKeyFingerprint: s.sftp?.hostKeyFingerprint ?? "",
  privateKey: "",
  passphrase: "",
  password: "",
  remove: [],
});

/** The save: SFTP settings only once any is typed, so a folder store stays without them. */
function toInput(v: StoreForm): StoreInput {
  const anySftp = v.host || v.username || v.remoteDirectory;
  const credentials: Partial<Record<Secret, string>> = {};
  for (const key of SECRETS) {
    if (v[key]) credentials[key] = v[key];
    else if (v.remove.includes(key)) credentials[key] = "";
  }
  return {
    displayName: v.displayName,
    dpid: v.dpid,
    enabled: v.enabled,
    transport: v.transport,
    folderPath: v.folderPath,
    sftp: anySftp
      ? {
          host: v.host,
          // Empty means SSH's own port; anything else is sent as typed, so "22a" is refused
          // ("Enter a port from 1 to 65535.") rather than quietly saved as 22.
          port: v.port.trim() === "" ? 22 : Number(v.port.trim()),
          username: v.username,
          remoteDirectory: v.remoteDirectory,
          ...(v.hostKeyFingerprint ? { hostKeyFingerprint: v.hostKeyFingerprint } : {}),
        }
      : null,
    credentials,
  };
}

/** An API or schema path ("sftp.host", "credentials") to the input that shows its message. */
function fieldOf(path: string): Path<StoreForm> | null {
  const [head, tail] = path.split(".");
  if (head === "sftp") return (tail as Path<StoreForm> | undefined) ?? "host";
  if (head === "credentials") return (tail as Path<StoreForm> | undefined) ?? "privateKey";
  return head && ["displayName", "dpid", "folderPath"].includes(head)
    ? (head as Path<StoreForm>)
    : null;
}

export function StoreDialog({ store, onClose }: { store: StoreView; onClose: () => void }) {
  const form = useForm<StoreForm>({ defaultValues: formValues(store) });
  const save = useSaveStore();
  const enabledId = useId();
  const transport = form.watch("transport");
  const remove = form.watch("remove");
  const has: Record<Secret, boolean> = {
    privateKey: store.hasPrivateKey,
    passphrase: store.hasPassphrase,
    password: store.hasPassword,
  };

  /** Each message under its field; the first of them takes focus, its message read out. */
  const showErrors = (found: [path: string, message: string][]) => {
    let first = true;
    for (const [path, message] of found) {
      const field = fieldOf(path);
      if (!field) continue;
      form.setError(field, { message }, { shouldFocus: first });
      first = false;
    }
  };
  const submit = form.handleSubmit((values) => {
    const body = toInput(values);
    const parsed = StoreInputSchema.safeParse(body);
    if (!parsed.success) {
      showErrors(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
      return;
    }
    save.mutate(
      { id: store.id, body },
      {
        onSuccess: () => {
          toast.success(StoreMessages.saved);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) showErrors(Object.entries(error.fields));
        },
      },
    );
  });
  const error = (field: keyof StoreForm) => form.formState.errors[field]?.message;

  const secretField = (key: Secret, label: string) => {
    const removing = remove.includes(key);
    const toggle = () =>
      form.setValue("remove", removing ? remove.filter((k) => k !== key) : [...remove, key]);
    return (
      <div className="space-y-1">
        {key === "privateKey" ? (
          <TextAreaField
            label={label}
            rows={3}
            autoComplete="off"
            spellCheck={false}
            placeholder={
              has[key] && !removing
                ? StoreMessages.savedSecret
                : "-----BEGIN OPENSSH PRIVATE KEY-----"
            }
            error={error(key)}
            {...form.register(key)}
          />
        ) : (
          <FormField
            label={label}
            type="password"
            autoComplete="new-password"
            placeholder={has[key] && !removing ? StoreMessages.savedSecret : ""}
            error={error(key)}
            {...form.register(key)}
          />
        )}
        {has[key] && (
          <button type="button" onClick={toggle} className="text-xs text-ink-300 underline">
            {removing
              ? `Keep the saved ${label.toLowerCase()}`
              : `Remove the saved ${label.toLowerCase()}`}
          </button>
        )}
      </div>
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${store.displayName}`}
      size="xl"
      testId="store-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormField
            label="Display name"
            error={error("displayName")}
            {...form.register("displayName")}
          />
          <FormField
            label="Store DPID"
            placeholder="PADPIDA2014122301Q"
            hint="The recipient of every message to this store."
            error={error("dpid")}
            {...form.register("dpid")}
          />
        </div>
        <div className="flex items-center gap-3">
          <input
            id={enabledId}
            type="checkbox"
            className="size-5 shrink-0 accent-[#c8ff2e]"
            {...form.register("enabled")}
          />
          <label htmlFor={enabledId} className="text-sm text-ink-100">
            Deliver distributed releases to this store
          </label>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink-200">Transport</legend>
          <div className="flex gap-4 text-sm text-ink-100">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="folder"
                className="accent-[#c8ff2e]"
                {...form.register("transport")}
              />
              Folder on this server
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                value="sftp"
                className="accent-[#c8ff2e]"
                {...form.register("transport")}
              />
              SFTP
            </label>
          </div>
        </fieldset>
        {transport === "folder" ? (
          <FormField
            label="Folder"
            placeholder={store.folderPath ? "" : store.directory}
            hint="Leave empty for the default, DATA_DIR/deliveries/<store>."
            error={error("folderPath")}
            {...form.register("folderPath")}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <FormField
              label="Host"
              placeholder="sftp.store.example"
              error={error("host")}
              {...form.register("host")}
            />
            <FormField
              label="Port"
              inputMode="numeric"
              error={error("port")}
              {...form.register("port")}
            />
            <FormField
              label="User name"
              autoComplete="off"
              error={error("username")}
              {...form.register("username")}
            />
            <FormField
              label="Remote directory"
              placeholder="/ddex"
              error={error("remoteDirectory")}
              {...form.register("remoteDirectory")}
            />
            <FormField
              label="Host key fingerprint (optional)"
              placeholder="SHA256:..."
              className="md:col-span-2"
              error={error("hostKeyFingerprint")}
              {...form.register("hostKeyFingerprint")}
            />
            <div className="md:col-span-2">{secretField("privateKey", "Private key")}</div>
            {secretField("passphrase", "Key passphrase")}
            {secretField("password", "Password")}
          </div>
        )}
        {save.isError && (
          <FormAlert tone="error">{failureMessage(save.error, StoreMessages.saveFailed)}</FormAlert>
        )}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
