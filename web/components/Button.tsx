import { cn } from "@web/lib/cn.ts";
import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";

const variants = {
  primary:
    "bg-accent text-accent-ink hover:bg-accent-strong shadow-[0_0_0_1px_rgb(200_255_46/0.4),0_8px_24px_-8px_rgb(200_255_46/0.5)]",
  secondary: "bg-ink-800 text-ink-50 ring-1 ring-inset ring-ink-600 hover:bg-ink-700",
  ghost: "text-ink-200 hover:bg-ink-800 hover:text-ink-50",
  danger: "bg-danger/10 text-danger ring-1 ring-inset ring-danger/40 hover:bg-danger/20",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Class names for a button look, for links styled as buttons too. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return cn(
    "inline-flex shrink-0 items-center justify-center rounded-lg font-semibold tracking-tight",
    "transition-colors disabled:cursor-not-allowed disabled:opacity-50",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
    variants[variant],
    sizes[size],
  );
}

interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores presses while its action runs. The button stays focusable
   * (aria-disabled, not disabled): a disabled button loses focus, which then falls to the page's
   * body, and a keyboard user who pressed Save would start over from the top when it fails.
   */
  busy?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  disabled,
  className,
  children,
  type = "button",
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      // Busy wins over disabled: pages disable every action while one runs, and the one running
      // keeps the focus the user gave it.
      disabled={busy ? false : disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      // While busy a press does nothing, a form's submit (by click or by Enter in a field)
      // included: the form is submitted by this button's click, and this cancels it.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={cn(buttonClass(variant, size), className)}
      {...props}
    >
      {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
