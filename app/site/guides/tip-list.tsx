import type { Tip } from "#content/guide-schemas";

/** A bulleted list of tips: the tip in bold, then why. */
export function TipList({ tips }: { tips: Tip[] }) {
  return (
    <ul>
      {tips.map((tip) => (
        <li key={tip.tip}>
          <strong>{tip.tip}.</strong> {tip.text}
        </li>
      ))}
    </ul>
  );
}
