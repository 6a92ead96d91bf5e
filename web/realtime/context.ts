import { createContext } from "react";
import type { RealtimeConnection } from "./connection.ts";

/** The tab's realtime connection; null while signed out (or outside a RealtimeProvider). */
export const RealtimeContext = createContext<RealtimeConnection | null>(null);
