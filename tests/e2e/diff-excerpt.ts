/** Where two texts first differ, with some context from each. */
export function diffExcerpt(expected: string, actual: string): string {
  let start = 0;
  while (start < expected.length && start < actual.length && expected[start] === actual[start]) start++;
  let fromEnd = 0;
  while (
    fromEnd < expected.length - start &&
    fromEnd < actual.length - start &&
    expected[expected.length - 1 - fromEnd] === actual[actual.length - 1 - fromEnd]
  )
    fromEnd++;
  const context = 80;
  const excerpt = (text: string) => {
    const end = text.length - fromEnd;
    const middle = text.slice(start, Math.min(end, start + 240));
    return `…${text.slice(Math.max(0, start - context), start)}⟦${middle}${end - start > 240 ? "…" : ""}⟧${text.slice(end, end + context)}…`;
  };
  return `at character ${start}:\n    fresh: ${excerpt(expected)}\n    live:  ${excerpt(actual)}`;
}
