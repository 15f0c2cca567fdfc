import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import {
  type ChromeMode,
  ChromeModeProvider,
  chromeMarkerHtml,
  KeptChromePart,
} from "./kept-chrome";

const draw = (mode: ChromeMode | null) =>
  renderToStaticMarkup(
    <ChromeModeProvider value={mode}>
      <KeptChromePart name="header">
        <header>Header</header>
      </KeptChromePart>
    </ChromeModeProvider>,
  );

test("drawn as it is without a mode: working pages, and every page in the browser", () => {
  expect(draw(null)).toBe("<header>Header</header>");
});

test("to be kept, between the very markers the server looks for", () => {
  expect(draw("keep")).toBe(
    `${chromeMarkerHtml("header:start")}<header>Header</header>${chromeMarkerHtml("header:end")}`,
  );
});

test("kept, as the placeholder the server fills, without drawing the part", () => {
  expect(draw("kept")).toBe(chromeMarkerHtml("header"));
});
