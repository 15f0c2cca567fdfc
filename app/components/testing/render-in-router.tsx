import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createSiteRoutesStub } from "./site-routes-stub";

let current: ReactNode = null;
function Current() {
  return current;
}
const Stub = createSiteRoutesStub([{ path: "*", Component: Current }]);

/**
 * For tests: the HTML of `ui` drawn inside a data router at `path`, as every page of the site
 * is (links ask the matched routes what kind of page they are on, which needs one).
 */
export function renderInRouter(ui: ReactNode, path = "/"): string {
  current = ui;
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}
