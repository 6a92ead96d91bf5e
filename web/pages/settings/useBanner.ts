import { useCallback, useEffect, useState } from "react";

export interface Banner {
  tone: "success" | "error";
  text: string;
}

/** Spec §8: the settings banner shows for 5 seconds; a newer one replaces it and restarts the clock. */
export function useBanner() {
  const [banner, setBanner] = useState<(Banner & { at: number }) | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), 5000);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback((next: Banner) => setBanner({ ...next, at: Date.now() }), []);
  return { banner, show };
}
