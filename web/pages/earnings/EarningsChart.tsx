import type { Chart } from "chart.js";
import { useEffect, useRef } from "react";
import { chartValue, money } from "./earningsFormat.ts";

export interface ChartPoint {
  label: string;
  /** Decimal string in major units. */
  amount: string;
}

const COLORS = ["#c8ff2e", "#38bdf8", "#f472b6", "#facc15", "#a78bfa", "#34d399", "#fb923c"];

/**
 * One earnings chart (issue 19: by month, store, country, track). chart.js is imported here with
 * import(), so only this page downloads it (its own chunk), and only the parts a bar chart uses
 * are registered (tree-shaken). The bars are for the eye; the same figures are in a visually
 * hidden table for screen readers, formatted from the exact decimal strings.
 */
export function EarningsChart({
  title,
  note,
  points,
  currency,
  testId,
}: {
  title: string;
  /** A line under the title saying what the chart counts, where that is not plain. */
  note?: string;
  points: ChartPoint[];
  currency: string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: Chart | null = null;
    let cancelled = false;
    void import("chart.js").then((lib) => {
      const element = canvas.current;
      const context = element?.getContext?.("2d");
      if (cancelled || !element || !context) return;
      lib.Chart.register(
        lib.BarController,
        lib.BarElement,
        lib.CategoryScale,
        lib.LinearScale,
        lib.Tooltip,
      );
      chart = new lib.Chart(element, {
        type: "bar",
        data: {
          labels: points.map((p) => p.label),
          datasets: [
            {
              data: points.map((p) => chartValue(p.amount)),
              backgroundColor: points.map((_, i) => COLORS[i % COLORS.length] ?? "#c8ff2e"),
              borderRadius: 4,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            tooltip: {
              // The tooltip shows the exact amount, not the float the bar was drawn from.
              callbacks: {
                label: (item) => money(points[item.dataIndex]?.amount ?? "0", currency),
              },
            },
          },
          scales: {
            x: { ticks: { color: "#a6a6b6" }, grid: { display: false } },
            y: { ticks: { color: "#a6a6b6" }, grid: { color: "#262631" }, beginAtZero: true },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [points, currency]);

  return (
    <figure className="space-y-3" data-testid={testId}>
      <figcaption>
        <span className="block text-sm font-semibold text-ink-50">{title}</span>
        {note ? <span className="block text-xs text-ink-400">{note}</span> : null}
      </figcaption>
      {points.length === 0 ? (
        <p className="text-sm text-ink-400">Nothing yet.</p>
      ) : (
        <div className="relative h-56">
          <canvas ref={canvas} aria-hidden />
        </div>
      )}
      {/* The wrapper is what hides: a table ignores the 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((p, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of one drawn chart; two tracks may share a title
              <tr key={index}>
                <th scope="row">{p.label}</th>
                <td>{money(p.amount, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
