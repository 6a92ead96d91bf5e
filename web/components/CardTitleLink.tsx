import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/**
 * A card's heading with a link to the page that shows all of it ("VIEW ALL →"), as the
 * dashboard's cards have. `id` is what the card's aria-labelledby names.
 */
export function CardTitleLink({
  id,
  title,
  to,
  link,
  className = "text-lg font-black tracking-tight",
}: {
  id: string;
  title: string;
  to: string;
  link: string;
  className?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={id} className={className}>
        {title}
      </h2>
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm font-bold text-accent hover:underline"
      >
        {link}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}
