/** Letters a slug writes out: the Norwegian ones as the spec says (æ → ae, ø → o, å → a), and a few more. */
const SPELLED: Record<string, string> = { æ: "ae", ø: "o", å: "a", ß: "ss", œ: "oe", "&": " og " };

/** Longest slug before a numeric suffix: an address stays readable. */
const MAX_SLUG = 80;
/** The longest address an editor may give a card (/admin/kort/:id/adresse). */
export const MAX_CARD_SLUG_LENGTH = 100;

/** "Sparebanken Øst Mastercard Gull" → "sparebanken-ost-mastercard-gull": lowercase letters, digits and hyphens. */
export function slugify(text: string): string {
  const spelled = text.toLowerCase().replace(/[æøåßœ&]/g, (char) => SPELLED[char] ?? char);
  // Other accents go: é → e, ü → u (the decomposed mark is dropped).
  const plain = spelled.normalize("NFKD").replace(/\p{M}/gu, "");
  const slug = plain.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : MAX_SLUG).replace(/-+$/, "");
}

/**
 * A card's address, made once from its bank and name and kept from then on (a later change of name
 * does not move it): the bank is not repeated when the name already starts with it, and a slug taken
 * by another card gets the first free numeric suffix (-2, -3, …).
 */
export function cardSlug(bank: string, name: string, taken: ReadonlySet<string>): string {
  const bankSlug = slugify(bank);
  const nameSlug = slugify(name);
  const joined = nameSlug === bankSlug || nameSlug.startsWith(`${bankSlug}-`) ? nameSlug : `${bankSlug}-${nameSlug}`;
  const base = slugify(joined) || "kort";
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
