// The characters the core font subsets hold (scripts/subset-fonts.mjs): printable ASCII, the
// no-break space (phone numbers), and the marks the site's own copy uses. A unit test
// (app/styles/font-core.test.ts) fails when copy under app/ uses a character not listed here.

const codePoints = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  0xa0, // no-break space
  0xa3, // £
  0xa7, // §
  0xa9, // ©
  0xb7, // ·
  0xd7, // × (a notice's close button)
  0xe9, // é
  0xeb, // ë
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
  0x2039, // ‹
  0x203a, // ›
  0x2192, // →
];

export const coreCharacters = String.fromCodePoint(...codePoints);

const hex = (n) => n.toString(16).toUpperCase();
export const coreUnicodeRange = [
  "U+20-7E",
  ...codePoints.filter((c) => c > 0x7e).map((c) => `U+${hex(c)}`),
].join(", ");
