/**
 * The one script a reading page runs (docs/principles.md, principle 1): no React, no React Router.
 * Working pages run it too, beside their hydrated code, so the header's menus, the
 * notification region, the service worker and prefetching have one implementation each.
 * On working pages it also starts the framework, once the page has painted (hydrate.ts).
 * Built by scripts/build-enhance.mjs; emitted by root.tsx with the page's CSP nonce.
 */

import { showSraBadgesWhenNear } from "~/lib/sra-badge-frame";
import { focusServerErrorSummary } from "./error-summary";
import { startHeldFramework } from "./hydrate";
import { enhanceMenus } from "./menus";
import { createNoticeRegion } from "./notices";
import { startPrefetch } from "./prefetch";
import { startServiceWorker } from "./service-worker";
import { whenLoadedAndIdle } from "./when-idle";

const nonce = document.currentScript?.nonce ?? "";
enhanceMenus(document);
focusServerErrorSummary(document);
showSraBadgesWhenNear(document);
const notices = createNoticeRegion(document);
whenLoadedAndIdle(window, notices.mount);
startServiceWorker(notices.show);
startPrefetch(document, nonce);
startHeldFramework(window);
