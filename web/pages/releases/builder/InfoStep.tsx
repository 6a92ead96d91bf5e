import { upcError } from "@common/codes.ts";
import { earliestReleaseDate } from "@common/releaseRules.ts";
import { Limits, RELEASE_TYPE_LABELS, RELEASE_TYPES, type ReleaseType } from "@common/releases.ts";
import { useQuery } from "@tanstack/react-query";
import { artistsQuery } from "@web/api/artists.ts";
import { Button } from "@web/components/Button.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { BuilderState } from "./builderState.ts";
import { CreateArtistModal } from "./CreateArtistModal.tsx";
import { GenreOptions, SelectField, StepHeading, TextAreaField } from "./fields.tsx";

type Info = Pick<
  BuilderState,
  | "title"
  | "artistName"
  | "releaseType"
  | "genre"
  | "subgenre"
  | "releaseDate"
  | "description"
  | "upc"
>;

interface InfoStepProps {
  state: BuilderState;
  onChange: (patch: Partial<Info>) => void;
}

/** Step 1, Release Info (spec §5 step 1). */
export function InfoStep({ state, onChange }: InfoStepProps) {
  const artists = useQuery(artistsQuery);
  const [creating, setCreating] = useState(false);
  const aliases = (artists.data ?? []).map((a) => a.name);
  // A draft saved under a name that is no longer an alias (or "Unknown Artist") keeps it.
  const artistOptions =
    state.artistName && !aliases.includes(state.artistName)
      ? [state.artistName, ...aliases]
      : aliases;
  const earliest = earliestReleaseDate();
  const upc = state.upc ?? "";
  // Checked once the field is left (or at once for a reopened draft's code), not mid-typing;
  // the step's list names it meanwhile and Next waits.
  const [upcTouched, setUpcTouched] = useState(upc.trim() !== "");

  return (
    <div>
      <StepHeading title="Release Info" description="The basics stores show with your release." />
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <FormField
          label="Release title"
          className="md:col-span-2"
          value={state.title}
          maxLength={Limits.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <SelectField
          label="Artist"
          value={state.artistName}
          onChange={(event) => onChange({ artistName: event.target.value })}
          hint={
            artists.isSuccess && aliases.length === 0
              ? "You have no artist names yet: create one."
              : undefined
          }
          aside={
            <Button variant="secondary" onClick={() => setCreating(true)}>
              <Plus aria-hidden className="size-4" />
              Create Artist
            </Button>
          }
        >
          <option value="">{artists.isPending ? "Loading artists…" : "Select an artist"}</option>
          {artistOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Release type"
          value={state.releaseType}
          onChange={(event) => onChange({ releaseType: event.target.value as ReleaseType })}
        >
          {RELEASE_TYPES.map((type) => (
            <option key={type} value={type}>
              {RELEASE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Genre"
          value={state.genre}
          onChange={(event) => onChange({ genre: event.target.value })}
        >
          <GenreOptions current={state.genre} />
        </SelectField>
        <FormField
          label="Subgenre"
          value={state.subgenre}
          maxLength={Limits.subgenre}
          placeholder="Optional"
          onChange={(event) => onChange({ subgenre: event.target.value })}
        />
        <FormField
          label="Release date"
          type="date"
          min={earliest}
          value={state.releaseDate}
          hint={`At least 30 days from today: ${earliest} or later.`}
          onChange={(event) => onChange({ releaseDate: event.target.value })}
        />
        <FormField
          label="UPC / EAN"
          value={upc}
          maxLength={20}
          inputMode="numeric"
          placeholder="Optional"
          hint="Re-releasing? Enter the release's existing UPC. Leave it empty and we assign one on approval."
          error={upcTouched ? upcError(upc) : undefined}
          onBlur={() => setUpcTouched(true)}
          onChange={(event) => onChange({ upc: event.target.value })}
        />
        <TextAreaField
          label="Description"
          className="md:col-span-2"
          rows={4}
          maxLength={Limits.description}
          value={state.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <CreateArtistModal
        open={creating}
        onOpenChange={setCreating}
        onCreated={(artist) => onChange({ artistName: artist.name })}
      />
    </div>
  );
}
