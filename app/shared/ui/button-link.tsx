import type { ComponentProps } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 border border-brand-700",
  secondary: "bg-white text-brand-800 border border-brand-700 hover:bg-brand-50",
  ghost: "bg-transparent text-brand-800 border border-transparent hover:bg-brand-50",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold no-underline transition-colors ${variants[variant]} ${extra}`;

/** A link that looks like a button: navigation stays a link, so it works without JavaScript. */
export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClasses(variant, className)} />;
}
