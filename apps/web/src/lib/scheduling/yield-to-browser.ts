/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between. scheduler.yield() resumes ahead of other queued tasks where the browser has it
 * (Chromium); elsewhere a zero-delay timeout does the same job, a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
