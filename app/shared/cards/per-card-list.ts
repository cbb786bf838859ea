/**
 * A value computed from a list of cards, kept for as long as the same list (the same array) is asked
 * about again. The published cards are one array until a change replaces it (content/cards.ts), so a
 * ranking or a standing of the whole market is computed once per card set, not on every page rendered
 * (300 cards sorted twice per comparison was most of its render: decision 0030). Only for lists never
 * changed in place; a list let go is let go here too (WeakMap).
 */
export function perCardList<List extends readonly object[], Value>(
  compute: (list: List) => Value,
): (list: List) => Value {
  const kept = new WeakMap<List, { value: Value }>();
  return (list) => {
    const known = kept.get(list);
    if (known) return known.value;
    const value = compute(list);
    kept.set(list, { value });
    return value;
  };
}
