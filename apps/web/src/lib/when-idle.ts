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
