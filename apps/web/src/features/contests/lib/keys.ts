/** One idempotency key per click: a repeated request returns the first battle instead of charging twice. */
export const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${performance.now()}`;
