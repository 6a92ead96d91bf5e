import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIZE_LABEL,
  type Profile,
  ProfileMessages,
} from "@common/profile.ts";
import { useUploadAvatar } from "@web/api/profile.ts";
import { Spinner } from "@web/components/Spinner.tsx";
import { Camera, UserRound } from "lucide-react";
import { useId } from "react";
import type { Banner } from "./useBanner.ts";

/** The profile picture: chosen from disk and uploaded at once; the server crops it square. */
export function AvatarPicker({
  profile,
  onResult,
}: {
  profile: Profile;
  onResult: (banner: Banner) => void;
}) {
  const upload = useUploadAvatar();
  const inputId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    // Said before the upload rather than after sending megabytes the server will refuse.
    if (file.size > AVATAR_MAX_BYTES) {
      onResult({ tone: "error", text: ProfileMessages.avatarTooLarge });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => onResult({ tone: "success", text: ProfileMessages.avatarUpdated }),
      onError: () => onResult({ tone: "error", text: ProfileMessages.avatarUploadFailed }),
    });
  };

  return (
    <div className="mb-6 flex items-center gap-4">
      <span className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-ink-800 ring-1 ring-ink-700">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt="You"
            className="size-full object-cover"
            data-testid="avatar-image"
          />
        ) : (
          <UserRound aria-hidden className="size-8 text-ink-400" />
        )}
      </span>
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-semibold text-ink-50 ring-1 ring-ink-600 hover:bg-ink-800 focus-within:ring-2 focus-within:ring-accent"
        >
          {upload.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Camera aria-hidden className="size-4" />
          )}
          Change picture
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <p className="mt-1.5 text-xs text-ink-400">
          JPEG, PNG, WebP or GIF, up to {AVATAR_MAX_SIZE_LABEL}.
        </p>
      </div>
    </div>
  );
}
