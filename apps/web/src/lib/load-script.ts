/**
 * Appends `<script src async>` to the page and resolves when it has loaded (rejects, and removes the tag,
 * when it fails). Used for third-party browser SDKs loaded lazily (bot check, Google Identity Services).
 */
export function loadScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      el.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(el);
  });
}

/**
 * A loader that loads `src` once through `load` and shares that promise; a failure is forgotten so the next
 * call tries again. Resolves true when loaded, false when it failed (blocked, offline). `reset` forgets it (tests).
 */
export function scriptOnce(src: string): { load(load: (src: string) => Promise<void>): Promise<boolean>; reset(): void } {
  let loading: Promise<void> | null = null;
  return {
    async load(load) {
      try {
        loading ??= load(src).catch((err: unknown) => {
          loading = null;
          throw err;
        });
        await loading;
        return true;
      } catch {
        return false;
      }
    },
    reset() {
      loading = null;
    },
  };
}
