/**
 * Inheritance Tax allowances and the pension change, kept in one place so the wills and probate
 * page and the area pages say the same thing (docs/firm-and-rules.md, "Facts that change during
 * 2026 and 2027"). Reviewed 27 Nov 2026.
 *
 * - Nil-rate band £325,000 and residence nil-rate band £175,000, frozen until April 2030; the
 *   residence band tapers away for estates worth more than £2 million: GOV.UK "Inheritance Tax
 *   thresholds", checked Nov 2026.
 * - Unused pension funds and death benefits count towards the estate from 6 April 2027
 *   (announced in the October 2024 Budget). The copy says "from April 2027 under the
 *   government's legislation" and gives the date it was checked.
 */
import type { Markdown } from "../types";

/** When the allowances and the pension change were last checked, in the copy's own words. */
export const inheritanceTaxChecked = "November 2026";

/** The two allowances and who can use them. One paragraph. */
export const inheritanceTaxAllowances: Markdown = `Inheritance Tax may be due when an estate is worth more than the allowances. Everyone has a tax-free allowance, the **nil-rate band**, of **£325,000**. A further **residence nil-rate band** of up to **£175,000** applies when a home passes to children or grandchildren; it is reduced for estates worth more than £2 million. Both are frozen until April 2030. Married couples and civil partners can pass on what the first to die did not use.`;

/** The pension change, with its date and when it was checked. One paragraph. */
export const pensionsInTheEstate: Markdown = `**Pensions are changing.** From **April 2027**, under the government's legislation, unused pension funds and most pension death benefits will count towards the estate for Inheritance Tax. Until then they usually sit outside it. If much of your wealth is in a pension, it is worth reviewing your will and your pension nominations now. (Checked ${inheritanceTaxChecked}.)`;
