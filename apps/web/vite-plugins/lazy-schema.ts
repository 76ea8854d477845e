/**
 * A contract schema built on first use (docs/architecture/web-app.md#contract-schemas): the web build's
 * `pureContractSchemas` plugin turns `export const Box = z.object({...})` of packages/contracts/src into
 * `export const Box = lazySchema(() => z.object({...}))`, so loading a page no longer builds every schema its modules
 * name before the page can answer; a schema is built when an answer is first checked against it (or a schema built
 * from it is). The value stands in for the schema everywhere: every property read, `in`, `instanceof` (zod's
 * `Symbol.hasInstance` reads `_zod`) and key listing go to the built schema, built once.
 * @param build the const's own initializer; it must return a zod schema (the plugin's test checks every contract)
 * @returns a proxy of the schema `build` returns
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value, schema()),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key);
      // a proxy may not report a property its own (empty) target lacks as non-configurable
      return d && { ...d, configurable: true };
    },
    defineProperty: (_, key, d) => Reflect.defineProperty(schema(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
