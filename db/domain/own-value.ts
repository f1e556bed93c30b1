// A user-typed string (a league name, a persona id) used as a key must never reach the properties
// every object inherits: `obj["constructor"]` is a function and `obj["__proto__"]` is
// Object.prototype, so a plain index would answer them for any league named so (issue 17).

/** The value stored under `key` on `record` itself, never an inherited one. */
export const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
