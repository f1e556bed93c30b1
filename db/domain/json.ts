/** A value JSON can carry: what an exported row's fields are, and what crosses an RPC boundary. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One exported item as sent (decision 222): a JSON object. */
export type JsonObject = { [key: string]: JsonValue };
