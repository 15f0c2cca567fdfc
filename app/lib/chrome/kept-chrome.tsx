import { createContext, type ReactNode, useContext } from "react";

/**
 * How a reading page's header and footer are drawn this time (ADR 040): "keep" draws them
 * between two markers, so the server can keep the HTML between them; "kept" draws only a
 * placeholder, which the server fills with the HTML it kept. No value (working pages, and every
 * page in the browser): drawn as they are.
 */
export type ChromeMode = "keep" | "kept";

/** The parts kept: the header above the main landmark, the footer (and phone bar) below it. */
export type ChromePart = "header" | "footer";
export const chromeParts: readonly ChromePart[] = ["header", "footer"];

const ChromeModeContext = createContext<ChromeMode | null>(null);

export const ChromeModeProvider = ChromeModeContext.Provider;

/** The element the server looks for: a template, which React draws as written and shows nothing. */
export function chromeMarkerHtml(value: string): string {
  return `<template data-kept-chrome="${value}"></template>`;
}

/** A part of the site's chrome that is the same on every view of a reading page. */
export function KeptChromePart({ name, children }: { name: ChromePart; children: ReactNode }) {
  const mode = useContext(ChromeModeContext);
  if (mode === "kept") return <template data-kept-chrome={name} />;
  if (mode === "keep") {
    return (
      <>
        <template data-kept-chrome={`${name}:start`} />
        {children}
        <template data-kept-chrome={`${name}:end`} />
      </>
    );
  }
  return children;
}
