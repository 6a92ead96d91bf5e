import { PAYOUT_METHODS, type PayoutMethod, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { SegmentedTabs } from "@web/components/SegmentedTabs.tsx";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { type FormEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import { useSavePayoutDetails } from "./payoutQueries.ts";

type Fields = Record<string, string>;

/** The body the route takes for the chosen method, from the form's text fields. */
function bodyFor(method: PayoutMethod, values: Fields) {
  const auth = { password: values.password ?? "", code: values.code || undefined };
  if (method === "bank_transfer")
    return {
      method,
      iban: values.iban ?? "",
      bic: values.bic ?? "",
      accountHolder: values.accountHolder ?? "",
      ...auth,
    };
  if (method === "paypal") return { method, email: values.email ?? "", ...auth };
  return { method, phone: values.phone ?? "", ...auth };
}

/**
 * Change payout details: method tabs, the method's fields, then the password (and the
 * two-factor code when two-factor is on). The server checks everything and names the field.
 */
export function PayoutDetailsForm({
  initialMethod,
  twoFactor,
  onDone,
}: {
  initialMethod: PayoutMethod;
  twoFactor: boolean;
  onDone: () => void;
}) {
  const [method, setMethod] = useState<PayoutMethod>(initialMethod);
  const [values, setValues] = useState<Fields>({});
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePayoutDetails();
  const { container: form, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  // The form replaces the button that opened it: focus moves into it (on the chosen method)
  // rather than falling back to the page's body.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("[aria-selected=true]")?.focus();
  }, [form]);
  const field = (name: string, label: string, extra: { type?: string; hint?: string } = {}) => (
    <FormField
      label={label}
      name={name}
      type={extra.type ?? "text"}
      hint={extra.hint}
      value={values[name] ?? ""}
      error={errors[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(bodyFor(method, values), {
      onSuccess: (saved) => {
        toast.success(saved.message);
        onDone();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        setErrors(fields);
        focusFirstInvalid();
        if (Object.keys(fields).length === 0)
          setFailure(failureMessage(error, "Could not save your payout details."));
      },
    });
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      data-testid="payout-details-form"
    >
      <SegmentedTabs
        label="Payout method"
        options={PAYOUT_METHODS}
        value={method}
        onChange={(option) => {
          setMethod(option);
          setErrors({});
        }}
        labelOf={(option) => payoutMethodLabel[option]}
      >
        {method === "bank_transfer" && (
          <>
            {field("iban", "IBAN", { hint: "Like SE45 5000 0000 0583 9825 7466" })}
            {field("bic", "BIC (SWIFT)")}
            {field("accountHolder", "Account holder")}
          </>
        )}
        {method === "paypal" && field("email", "PayPal email", { type: "email" })}
        {method === "swish" &&
          field("phone", "Mobile number", { type: "tel", hint: "070 123 45 67" })}
      </SegmentedTabs>
      {field("password", "Password", {
        type: "password",
        hint: "Changing where your money goes asks for your password.",
      })}
      {/* Also when the server asks for a code this page did not know to ask for (two-factor
          switched on in another tab): its message shows under the field it names. */}
      {(twoFactor || errors.code !== undefined) &&
        field("code", "Two-factor code", {
          hint: "From your authenticator app, or a backup code.",
        })}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save payout details
        </Button>
      </div>
    </form>
  );
}
