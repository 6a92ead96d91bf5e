import type { ContactParams } from "@web/api/messagingKeys.ts";
import { Check } from "lucide-react";
import { Checkbox } from "radix-ui";
import { useId } from "react";
import { ContactLine, ContactResults } from "./ContactResults.tsx";

interface ContactChecklistProps {
  params: ContactParams;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  emptyText: string;
}

/** People to tick for a group (spec §2: "add by search and checkbox"). */
export function ContactChecklist({ params, selected, onToggle, emptyText }: ContactChecklistProps) {
  const idPrefix = useId();
  return (
    <ContactResults
      params={params}
      emptyText={emptyText}
      renderContact={(contact) => {
        const id = `${idPrefix}-${contact.id}`;
        return (
          <label
            htmlFor={id}
            data-testid="member-option"
            className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-ink-800"
          >
            <Checkbox.Root
              id={id}
              checked={selected.has(contact.id)}
              onCheckedChange={(checked) => onToggle(contact.id, checked === true)}
              className="grid size-5 shrink-0 place-items-center rounded-md bg-ink-950 ring-1 ring-ink-600 ring-inset data-[state=checked]:bg-accent data-[state=checked]:ring-accent"
            >
              <Checkbox.Indicator>
                <Check aria-hidden className="size-3.5 text-accent-ink" strokeWidth={3} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <ContactLine contact={contact} />
          </label>
        );
      }}
    />
  );
}

/** The selection as a set, toggled one id at a time. */
export function toggled(set: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
