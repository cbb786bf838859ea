import { describe, expect, it } from "vitest";
import { svgDataUri } from "./svg-data-uri";

describe("svgDataUri", () => {
  it.each([
    [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E",
    ],
    ['<rect fill="#174c99"/>', "data:image/svg+xml,%3Crect fill=%22%23174c99%22/%3E"],
    ["<text>50%</text>", "data:image/svg+xml,%3Ctext%3E50%25%3C/text%3E"],
    ["\n<g>\r\n</g>\n", "data:image/svg+xml,%3Cg%3E%0D%0A%3C/g%3E"],
    ["<text>•••• 1234 Å</text>", "data:image/svg+xml,%3Ctext%3E•••• 1234 Å%3C/text%3E"],
  ])("%j → %s", (svg, expected) => {
    expect(svgDataUri(svg)).toBe(expected);
  });

  it("decodes back to the same SVG", () => {
    const svg = '<svg viewBox="0 0 36 36"><rect fill="#0f2d5a" opacity=".5"/><text>100%</text></svg>';
    expect(decodeURIComponent(svgDataUri(svg).slice("data:image/svg+xml,".length))).toBe(svg);
  });
});
