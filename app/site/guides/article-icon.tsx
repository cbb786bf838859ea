import type { Article } from "#content/articles";

const paths: Record<Article["icon"], string> = {
  trophy: "M7 4h10v3a5 5 0 01-10 0V4zm-3 1h3v2a3 3 0 01-3-2zm13 0h3a3 3 0 01-3 2V5zM10 13h4v3h3v3H7v-3h3v-3z",
  percent: "M6 18L18 6M7.5 9a1.5 1.5 0 100-3 1.5 1.5 0 000 3zm9 9a1.5 1.5 0 100-3 1.5 1.5 0 000 3z",
  book: "M4 5a2 2 0 012-2h12v16H6a2 2 0 00-2 2V5zm2 14h12v2H6",
  medal: "M8 3h8l-2 6h-4L8 3zm4 7a5 5 0 110 10 5 5 0 010-10zm0 3l1 2h2l-1.5 1.3.5 2.2-2-1.2-2 1.2.5-2.2L9 15h2l1-2z",
  coins:
    "M12 4c4 0 7 1.3 7 3s-3 3-7 3-7-1.3-7-3 3-3 7-3zm-7 3v5c0 1.7 3 3 7 3s7-1.3 7-3V7m-14 5v5c0 1.7 3 3 7 3s7-1.3 7-3v-5",
  gauge: "M4 16a8 8 0 1116 0M12 16l4-5M7 16h1m8 0h1",
  plane: "M3 13l18-7-7 18-2-8-9-3z",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zm-3 9l2 2 4-4",
  scale: "M12 4v16M6 20h12M5 8h14M5 8l-3 6a3 3 0 006 0L5 8zm14 0l-3 6a3 3 0 006 0l-3-6z",
  lifebuoy:
    "M12 3a9 9 0 110 18 9 9 0 010-18zm0 5a4 4 0 110 8 4 4 0 010-8zM5.6 5.6l3.6 3.6m5.6 5.6l3.6 3.6m0-12.8l-3.6 3.6m-5.6 5.6l-3.6 3.6",
  piggy: "M5 11a7 5 0 0114 0v4l-2 1v3h-3v-2h-4v2H7v-3l-2-2v-3zm10-1h.01M3 10l2 1",
  calendar: "M5 5h14v15H5V5zm0 5h14M9 3v4m6-4v4M8 14h2m4 0h2m-8 3h2",
};

export function ArticleIcon({ icon, size = 28 }: { icon: Article["icon"]; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="text-brand-700">
      <path
        d={paths[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
