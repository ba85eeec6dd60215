/** The sums kept in `map` under `key`, made by `fresh` the first time the key comes. */
export function sumsUnder<Key, Sums>(map: Map<Key, Sums>, key: Key, fresh: () => Sums): Sums {
  let sums = map.get(key);
  if (sums === undefined) {
    sums = fresh();
    map.set(key, sums);
  }
  return sums;
}
