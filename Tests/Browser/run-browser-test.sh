#!/usr/bin/env bash
# The lab's page in a real browser: builds it with the README's run command, opens it in headless
# Chromium (installing Debian's package when missing), seeks every player to several recorded
# times and checks each drawn polygon's box against the engine's quad (0.5 px), fails on any console
# message, and takes a screenshot (lab-output/screenshot.png).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  else
    echo "browser test: chromium is missing and this user cannot install it" >&2
    exit 1
  fi
fi
swift run -q matchcut-lab >/dev/null
page="file://$PWD/lab-output/index.html"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(--headless --no-sandbox --disable-gpu --enable-logging=stderr --v=0 --user-data-dir="$work/profile")
timeout 300 chromium "${flags[@]}" --virtual-time-budget=20000 --dump-dom "$page#selftest" >"$work/dom.html" 2>"$work/console.log"
result=$(grep -o '<pre id="selftest-result">[^<]*' "$work/dom.html" | sed 's/.*>//' || true)
echo "browser test: ${result:-no result}"
case "$result" in
  PASS*) ;;
  *) echo "browser test: the page's self-test did not pass" >&2; exit 1 ;;
esac
if grep -q "CONSOLE" "$work/console.log"; then
  grep "CONSOLE" "$work/console.log" >&2
  echo "browser test: the page wrote to the console (an error?)" >&2
  exit 1
fi
timeout 120 chromium "${flags[@]}" --hide-scrollbars --window-size=1400,2400 --screenshot="$PWD/lab-output/screenshot.png" "$page" 2>/dev/null
test -s lab-output/screenshot.png
echo "browser test: screenshot at lab-output/screenshot.png"
