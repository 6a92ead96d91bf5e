import { Download } from "lucide-react";
import { yearCsvUrl } from "./earningsQueries.ts";

/**
 * Each year with a statement, newest first: its statements in one file, for accounts and taxes.
 * Staff's User Details pass the user's id.
 */
export function YearDownloads({
  years,
  userId,
  label,
}: {
  /** The years with a statement, newest first ("2026"), as the statements list gives them. */
  years: string[];
  userId?: string;
  label?: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-300">
      {label && <span>{label}</span>}
      {years.map((year) => (
        <a
          key={year}
          href={yearCsvUrl(year, userId)}
          download
          className="inline-flex items-center gap-1 text-accent hover:underline"
        >
          <Download aria-hidden className="size-4 shrink-0" />
          {year} statements (CSV)
        </a>
      ))}
    </p>
  );
}
