/**
 * Stripe's API takes `application/x-www-form-urlencoded` bodies whose keys nest with brackets, as
 * its library writes them: `line_items[0][price_data][currency]=myr&metadata[orderId]=…`. `qs` is
 * not installed (the library dropped it), hence this small reader.
 */

/** A field as Stripe reads it: text, or nested by bracket keys. */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** A body Stripe could not read as parameters; `param` names the key at fault. */
export class FormBodyError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

interface Tree {
  [key: string]: Tree | string;
}

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseFormBody(text: string): FormObject {
  // A null prototype, so that a key such as `__proto__` is only ever a key.
  const root: Tree = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const match = KEY.exec(key);
    if (!match) throw new FormBodyError(`Invalid parameter name: ${key}`, key);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node = root;
    for (const [index, segment] of path.entries()) {
      // `a[]=x&a[]=y` appends, as qs reads it; Stripe's library writes indices instead.
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      const existing = node[name];
      if (index === path.length - 1) {
        if (typeof existing === "object") throw new FormBodyError(`Invalid ${key}`, key);
        node[name] = value;
      } else if (existing === undefined) {
        const child: Tree = Object.create(null);
        node[name] = child;
        node = child;
      } else if (typeof existing === "string") {
        throw new FormBodyError(`Invalid ${key}`, key);
      } else {
        node = existing;
      }
    }
  }
  return toObject(root);
}

export function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === "object" && !Array.isArray(value);
}

/** Nodes keyed only by indices (`[0]`, `[1]`, …) become arrays in index order. */
function toValue(node: Tree | string): FormValue {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((key) => /^(0|[1-9]\d*)$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node[key]!));
  }
  return toObject(node);
}

function toObject(node: Tree): FormObject {
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, toValue(child)]));
}
