/**
 * Values as Finansportalen's feed writes them, read without guessing: an empty element is unknown
 * (undefined), never 0, and a value that cannot be read is an error the caller reports with the field.
 */

/** A value read from the feed: `value` undefined when the element is empty or missing; `error` when it cannot be read. */
export type Read<T> = { value: T | undefined; error?: undefined } | { value?: undefined; error: string };

/** Spaces banks and spreadsheets put between thousands: space, no-break space, narrow no-break space, thin space. */
const GROUP_SPACES = /[ \u00a0\u202f\u2009]/;

/**
 * A number with a decimal point or a decimal comma: "19.9", "19,9", "1 234,5" (a space or no-break space
 * between thousands), "1.234,5" and "1,234.5" (the last separator is the decimal one). A trailing "%" or
 * "kr" is allowed, since some banks report them with the unit.
 */
export function readNumber(text: string | undefined): Read<number> {
  if (text === undefined) return { value: undefined };
  const trimmed = text.trim();
  if (trimmed === "") return { value: undefined };
  const notANumber = { error: `«${trimmed}» er ikke et tall` };
  const unitless = trimmed.replace(/\s*(%|kr\.?)$/i, "");
  // Spaces only between groups of three digits: "1 234,5", never "12 5".
  if (GROUP_SPACES.test(unitless) && !/^-?\d{1,3}([ \u00a0\u202f\u2009]\d{3})+([.,]\d+)?$/.test(unitless))
    return notANumber;
  const bare = unitless.replace(/[ \u00a0\u202f\u2009]/g, "");
  let normal = bare;
  if (bare.includes(",") && bare.includes(".")) {
    // Both: the last is the decimal separator, and the other must group the whole part in thousands.
    const [group, decimal] = bare.lastIndexOf(",") > bare.lastIndexOf(".") ? [".", ","] : [",", "."];
    const at = bare.lastIndexOf(decimal);
    const whole = bare.slice(0, at);
    const fraction = bare.slice(at + 1);
    if (!new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+$`).test(whole) || !/^\d+$/.test(fraction)) return notANumber;
    normal = `${whole.split(group).join("")}.${fraction}`;
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(bare)) {
    normal = bare.split(".").join(""); // "1.234.567": two or more dots can only group thousands
  } else {
    normal = bare.replace(",", ".");
  }
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return notANumber;
  const value = Number(normal);
  return Number.isFinite(value) ? { value } : notANumber;
}

const TRUE = new Set(["true", "1", "ja", "yes"]);
const FALSE = new Set(["false", "0", "nei", "no"]);

/** A yes or no as the feed may write it: "true"/"false", "1"/"0", "ja"/"nei" (any case). */
export function readBoolean(text: string | undefined): Read<boolean> {
  if (text === undefined) return { value: undefined };
  const word = text.trim().toLowerCase();
  if (word === "") return { value: undefined };
  if (TRUE.has(word)) return { value: true };
  if (FALSE.has(word)) return { value: false };
  return { error: `«${text.trim()}» er verken ja eller nei` };
}

/** A text: trimmed, runs of white space made one space; empty is unknown. */
export function readText(text: string | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, " ").trim();
  return clean ? clean : undefined;
}

/** A fee as a percentage of the amount with a least amount in kroner. */
export type PercentFee = { percent: number; minKr: number };

/**
 * A withdrawal fee: a plain number is kroner ("35"); a percentage may come with a least amount
 * ("2 %", "2 % min. 35 kr", "2,5 %, minst 40 kr").
 */
export function readFee(text: string | undefined): Read<PercentFee> {
  if (text === undefined || text.trim() === "") return { value: undefined };
  const trimmed = text.trim();
  const withPercent =
    /^([\d\s\u00a0.,]+)\s*%\s*(?:,?\s*(?:min\.?|minst|minimum)\s*([\d\s\u00a0.,]+)\s*(?:kr\.?)?)?$/i.exec(trimmed);
  if (withPercent) {
    const percent = readNumber(withPercent[1]);
    const min = readNumber(withPercent[2]);
    if (percent.error || min.error || percent.value === undefined) return { error: `«${trimmed}» er ikke et gebyr` };
    return { value: { percent: percent.value, minKr: min.value ?? 0 } };
  }
  const kr = readNumber(trimmed);
  if (kr.error !== undefined) return { error: `«${trimmed}» er ikke et gebyr` };
  return kr.value === undefined ? { value: undefined } : { value: { percent: 0, minKr: kr.value } };
}
