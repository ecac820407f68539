// Heavy libraries loaded on first use instead of at import. A CLI command pays only for what
// it runs: `vigil --help` or `vigil run` should not spend seconds parsing a language toolkit
// the question reader needs, and a restarted `vigil run` records again sooner. The value
// stands in for the module (or its callable default export): calling it or reading a property
// loads the module once, synchronously, through Node's require (every library used this way
// ships a CommonJS build).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The module `specifier`, loaded when first called or read. `pick` chooses the export that stands in. */
export function lazyModule<T extends object>(specifier: string, pick: (mod: any) => T = (mod) => mod): T {
  let loaded: T | undefined;
  const load = (): T => (loaded ??= pick(require(specifier)));
  // A function target so the stand-in can also be called (compromise's nlp(text)).
  return new Proxy(function lazy() {} as unknown as T, {
    apply: (_target, self, args) => Reflect.apply(load() as unknown as (...a: unknown[]) => unknown, self, args),
    construct: (_target, args) => Reflect.construct(load() as unknown as new (...a: unknown[]) => object, args),
    get: (_target, key) => Reflect.get(load(), key),
    has: (_target, key) => Reflect.has(load(), key),
  });
}
