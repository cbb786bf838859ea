/**
 * Where one value stands among others, for claims such as "den laveste" or "blant de høyeste"
 * that must be computed, never typed: the lowest or highest (ties share it), else among the
 * lowest or highest third (fewer than a third of the values are lower, or higher), else the middle.
 */
export const standings = ["lowest", "among-lowest", "middle", "among-highest", "highest"] as const;
export type Standing = (typeof standings)[number];

/** `values` holds every compared value, `value` among them; needs at least three values. */
export function standingAmong(value: number, values: readonly number[]): Standing {
  if (values.length < 3) throw new Error("En sammenligning krever minst tre verdier");
  if (!values.includes(value)) throw new Error("Verdien må være blant verdiene den sammenlignes med");
  const lower = values.filter((other) => other < value).length;
  const higher = values.filter((other) => other > value).length;
  const third = Math.floor(values.length / 3);
  if (lower === 0 && higher === 0) return "middle";
  if (lower === 0) return "lowest";
  if (higher === 0) return "highest";
  if (lower < third) return "among-lowest";
  if (higher < third) return "among-highest";
  return "middle";
}
