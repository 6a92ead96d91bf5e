/**
 * Runs `task` every `intervalMs` in this process, one run at a time (a tick while the last run
 * goes on is skipped, so a slow pass never piles up behind itself); a failed run goes to
 * `onError` and the next tick tries again. The timer does not keep the process alive. Returns
 * the function that stops it.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
