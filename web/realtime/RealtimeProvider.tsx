import { type ReactNode, useEffect, useRef, useState } from "react";
import { RealtimeConnection, type RealtimeConnectionOptions } from "./connection.ts";
import { RealtimeContext } from "./context.ts";

export interface RealtimeProviderProps {
  /**
   * The signed-in user's id, while their account is active. No socket while it is null or
   * undefined (signed out, suspended); a new id, a new socket.
   */
  userId: string | null | undefined;
  /** After a reconnect events may have been missed: e.g. `() => queryClient.invalidateQueries()`. */
  onResync?: () => void;
  /** The server says the session is gone: e.g. refetch the current user to show sign-in. */
  onUnauthorized?: () => void;
  /** The account was suspended (close 4403, no reconnect): refetch the session. */
  onSuspended?: () => void;
  /** A subscription was refused (forbidden or unknown topic): a bug worth logging. */
  onRefused?: RealtimeConnectionOptions["onRefused"];
  children: ReactNode;
}

/** Holds the tab's one realtime WebSocket while a user is signed in. */
export function RealtimeProvider({ userId, children, ...callbacks }: RealtimeProviderProps) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  // Callbacks change identity on every render; the socket must not be rebuilt for that.
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    if (!userId) return;
    const created = new RealtimeConnection({
      onResync: () => latest.current.onResync?.(),
      onUnauthorized: () => latest.current.onUnauthorized?.(),
      onSuspended: () => latest.current.onSuspended?.(),
      onRefused: (...args) => latest.current.onRefused?.(...args),
    });
    setConnection(created);
    return () => {
      created.close();
      setConnection(null);
    };
  }, [userId]);

  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}
