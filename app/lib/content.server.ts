import type { Faq, Section, Step } from "~/content/types";
import { renderMarkdown } from "./markdown.server";

export interface RenderedSection {
  heading: string;
  html: string;
  /** SRA price and service information: shown open on a service page, never folded. */
  priceInformation?: boolean;
}
export interface RenderedFaq {
  question: string;
  /** The answer as plain text too, for FAQPage structured data. */
  answerText: string;
  html: string;
}
export interface RenderedStep {
  title: string;
  html: string;
  duration?: string;
}

export const renderSections = (sections: readonly Section[]): RenderedSection[] =>
  sections.map((s) => ({
    heading: s.heading,
    html: renderMarkdown(s.body),
    ...(s.priceInformation && { priceInformation: true }),
  }));

export const renderFaqs = (faqs: readonly Faq[]): RenderedFaq[] =>
  faqs.map((f) => ({
    question: f.question,
    answerText: f.answer.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, ""),
    html: renderMarkdown(f.answer),
  }));

export const renderSteps = (steps: readonly Step[]): RenderedStep[] =>
  steps.map((s) => ({ title: s.title, html: renderMarkdown(s.body), duration: s.duration }));
