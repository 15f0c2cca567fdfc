#!/usr/bin/env bash
# Debian's Chromium without the browser's own omnibox popup, for tests and measurements
# (scripts/chromium.mjs). Since 156.0.8078.108 every new window preloads the popup's WebUI pages
# (chrome://omnibox-popup.top-chrome) in a renderer of their own: about 3 s of CPU per window,
# measured, beside the page under test on a 2-core machine. Disabling the two features that
# show it stops that, but Chromium reads only the last --disable-features it is given, and
# Playwright, Puppeteer and chrome-launcher each pass their own list; so the lists are merged
# here into one flag, with ours added, before Chromium starts.
set -euo pipefail

disabled=(WebUIOmniboxPopup WebUIOmniboxAimPopup WebUIOmniboxFullPopup)
enabled=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) IFS=, read -r -a more <<<"${arg#--disable-features=}"; disabled+=("${more[@]}") ;;
    --enable-features=*) IFS=, read -r -a more <<<"${arg#--enable-features=}"; enabled+=("${more[@]}") ;;
    *) args+=("$arg") ;;
  esac
done

join() { local IFS=,; echo "$*"; }
flags=("--disable-features=$(join "${disabled[@]}")")
if ((${#enabled[@]})); then flags+=("--enable-features=$(join "${enabled[@]}")"); fi

exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${flags[@]}" "${args[@]}"
