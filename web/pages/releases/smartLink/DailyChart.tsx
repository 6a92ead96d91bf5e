import type { SmartLinkStats } from "@common/smartLinks.ts";
import { formatCount, formatDay } from "./statsRange.ts";

const WIDTH = 600;
const HEIGHT = 166;
const PAD = { top: 12, right: 8, bottom: 8, left: 8 };

const SERIES = [
  { key: "visits", label: "Visits", color: "#c8ff2e" },
  { key: "clicks", label: "Clicks", color: "#38bdf8" },
] as const;

/** The x of day `index` of `count`, and the y of `value` under `max`, in the chart's box. */
function scale(count: number, max: number) {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  return {
    x: (index: number) => PAD.left + (count <= 1 ? innerW / 2 : (index * innerW) / (count - 1)),
    y: (value: number) => PAD.top + innerH - (max === 0 ? 0 : (value * innerH) / max),
  };
}

/**
 * Visits and clicks per day as two lines. The drawing is for the eye; screen readers get the
 * same figures as a table (visually hidden), so nothing is only in the picture.
 */
export function DailyChart({ days }: { days: SmartLinkStats["days"] }) {
  const most = Math.max(0, ...days.map((d) => Math.max(d.visits, d.clicks)));
  // A range without visits still draws its flat line: the axis needs a height above zero.
  const { x, y } = scale(days.length, Math.max(1, most));
  const points = (key: "visits" | "clicks") =>
    days.map((d, i) => `${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(" ");
  const ticks = days.length > 2 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [0];
  return (
    <figure className="space-y-2" data-testid="smart-link-daily-chart">
      <figcaption className="flex flex-wrap items-center gap-4 text-xs text-ink-300">
        <span className="font-semibold text-ink-50">Visits and clicks per day</span>
        {SERIES.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-full" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
        <span className="ml-auto">Most in a day: {formatCount(most)}</span>
      </figcaption>
      <svg
        aria-hidden
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        preserveAspectRatio="none"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(0)}
          y2={y(0)}
          stroke="currentColor"
          className="text-ink-700"
        />
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            points={points(s.key)}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      {/* The days are HTML under the drawing, not SVG text in it: the drawing scales to the card,
          and its text shrank with it (to about 6 px on a phone). */}
      <div aria-hidden className="relative h-4 text-[11px] text-ink-400">
        {ticks.map((i) => {
          const day = days[i];
          if (!day) return null;
          const shift =
            days.length === 1 ? "-50%" : i === 0 ? "0" : i === days.length - 1 ? "-100%" : "-50%";
          return (
            <span
              key={day.day}
              className="absolute top-0 whitespace-nowrap"
              style={{ left: `${(x(i) / WIDTH) * 100}%`, transform: `translateX(${shift})` }}
            >
              {formatDay(day.day)}
            </span>
          );
        })}
      </div>
      {/* The wrapper is what hides: a table ignores the 1px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Visits, unique visitors and clicks per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visits</th>
              <th scope="col">Unique visitors</th>
              <th scope="col">Clicks</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{d.visits}</td>
                <td>{d.uniqueVisitors}</td>
                <td>{d.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
