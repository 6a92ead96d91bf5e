/**
 * What the withdrawal form, /admin/payouts and the payout routes say (issue 19 "Withdrawals").
 * One place, so a refusal from the API and the page's own check are the same words.
 */
export const PayoutMessages = {
  ownWithdrawalNote: "Your own withdrawal: another staff member pays or rejects it.",
  ibanFormat: "Enter an IBAN: two letters, two check digits and the account number.",
  ibanLength: (country: string, length: number) =>
    `A ${country} IBAN has ${length} characters; check the number you entered.`,
  ibanChecksum: "This IBAN is not valid: its check digits do not match. Check for a typo.",
  bic: "Enter a BIC (SWIFT code) of 8 or 11 letters and digits, like ESSESESS.",
  accountHolder: "Enter the account holder's name.",
  accountHolderTooLong: "An account holder's name is at most 100 characters.",
  paypalEmail: "Enter the email address of your PayPal account.",
  swishPhone: "Enter a Swedish mobile number, like 070 123 45 67 or +46 70 123 45 67.",
  password: "Enter your password to change your payout details.",
  wrongPassword: "Incorrect password.",
  codeRequired: "Enter the code from your authenticator app, or a backup code.",
  wrongCode: "That code is not valid. Try the current code from your app, or a backup code.",
  detailsSaved: "Your payout details have been saved.",
  detailsMissing: "Add your payout details first.",
  // Shown while changing them with a withdrawal in progress: its details were sealed with it.
  detailsForNextRequests: (inProgress: string) =>
    `Your withdrawal in progress (${inProgress}) is paid to the details it was requested with. New details are for your next withdrawals; write to support if it should go to them.`,
  amountFormat: "Enter an amount like 250 or 250.50.",
  amountDecimals: (digits: number) =>
    digits === 0
      ? "Enter a whole amount, without decimals."
      : `Enter an amount with at most ${digits} decimals.`,
  belowMinimum: (minimum: string) => `The minimum withdrawal is ${minimum}.`,
  notYetWithdrawable: (minimum: string) =>
    `You can request a withdrawal once your available balance reaches ${minimum}. We email you when it does.`,
  aboveAvailable: (available: string) => `You can withdraw at most ${available}.`,
  requested: "We received your withdrawal request.",
  reference: "Enter the payment reference (up to 100 characters).",
  paidOnFormat: "Enter the date the payment was made.",
  paidOnNoSuchDay: (day: string) =>
    `${day} is not a date on the calendar: check the day and the month.`,
  paidOnFuture: "The payment date cannot be in the future.",
  paidBeforeRequest: (requestedOn: string) =>
    `The payment date cannot be before the withdrawal was requested (${requestedOn}).`,
  reason: "Enter a reason for the artist (up to 500 characters).",
  markedPaid: "The payout is marked as paid.",
  rejected: "The payout was rejected and the amount returned to the artist's balance.",
  cancelled: "Your withdrawal was cancelled. The amount is back in your balance.",
  cancelStarted:
    "Our team has started paying this withdrawal, so it can no longer be cancelled here. Write to support if it should be stopped.",
  // A waiting request staff have opened, on the artist's list: why it has no Cancel any more.
  beingPaid: "Our team has started paying this withdrawal.",
  openedStopsCancel:
    "Now that its details are open, the artist can no longer cancel this withdrawal. Pay it or reject it.",
  cancelledBeforeOpened: "The artist cancelled this withdrawal. Do not pay it.",
  // Staff's details dialog for a request whose artist has since deleted their account.
  detailsRemovedWithAccount:
    "The payment details were removed when the artist deleted their account. The method, the masked details, the amount and the reference stay for the books.",
  paused:
    "Withdrawals are paused at the moment. Your balance is safe; you can withdraw again as soon as they reopen.",
  idempotencyKey: "This form is out of date. Reload the page and try again.",
} as const;
