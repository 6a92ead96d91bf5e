import type { SmartLinkStats } from "@common/smartLinks.ts";
import { formatCount, formatDay } from "./statsRange.ts";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 22, left: 8 };

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
  const max = Math.max(1, ...days.map((d) => Math.max(d.visits, d.clicks)));
  const { x, y } = scale(days.length, max);
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
        <span className="ml-auto">Most in a day: {formatCount(max)}</span>
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
        {ticks.map((i) => {
          const day = days[i];
          if (!day) return null;
          const anchor = i === 0 ? "start" : i === days.length - 1 ? "end" : "middle";
          return (
            <text
              key={day.day}
              x={x(i)}
              y={HEIGHT - 6}
              textAnchor={days.length === 1 ? "middle" : anchor}
              className="fill-ink-400 text-[11px]"
            >
              {formatDay(day.day)}
            </text>
          );
        })}
      </svg>
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
