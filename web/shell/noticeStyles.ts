import type { NotificationType } from "@common/notifications.ts";
import { CircleCheck, Info, type LucideIcon, OctagonAlert, TriangleAlert } from "lucide-react";

/** How a notification or announcement of each type looks (spec §9 types). */
export const NOTICE_STYLES: Record<
  NotificationType,
  { icon: LucideIcon; label: string; text: string; surface: string }
> = {
  info: {
    icon: Info,
    label: "Info",
    text: "text-sky-300",
    surface: "bg-sky-400/10 ring-sky-400/30",
  },
  success: {
    icon: CircleCheck,
    label: "Success",
    text: "text-success",
    surface: "bg-success/10 ring-success/30",
  },
  warning: {
    icon: TriangleAlert,
    label: "Warning",
    text: "text-warning",
    surface: "bg-warning/10 ring-warning/30",
  },
  urgent: {
    icon: OctagonAlert,
    label: "Urgent",
    text: "text-danger",
    surface: "bg-danger/10 ring-danger/40",
  },
};
