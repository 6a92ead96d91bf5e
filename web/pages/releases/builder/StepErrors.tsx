import { CircleAlert } from "lucide-react";

/** What still stops this step (spec §5), as a list that updates while the user fills it in. */
export function StepErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div
      id={id}
      className="rounded-xl bg-danger/10 px-4 py-3 text-sm ring-1 ring-danger/40 ring-inset"
      data-testid="step-errors"
    >
      <p className="flex items-center gap-2 font-semibold text-red-200">
        <CircleAlert aria-hidden className="size-4 text-danger" />
        To continue:
      </p>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-10 text-red-100">
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
