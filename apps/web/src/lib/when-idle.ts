/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at the latest after `timeoutMs`: 2,000), or after
 * `timeoutMs` where there is no such callback (Safari before 18, tests). Returns a function that cancels it. For work
 * that must happen soon but not in the task that is busy now (docs/architecture/first-screen.md#signed-in-visitors).
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, timeoutMs);
  return () => clearTimeout(id);
}

/**
 * Resolves in a later task (`scheduler.yield()` where the browser has it, else a 0 ms timer): what comes after it runs
 * in a task of its own, after the browser has had its turn. The dozen reads a signed-in first screen's release starts
 * at once were one long task (docs/architecture/web-app.md#reads-yield); the app's start and its first render were
 * another (docs/architecture/first-screen.md#the-start).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
