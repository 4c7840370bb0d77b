#!/usr/bin/env bash
# The lab in a real browser (headless Chromium, installed from Debian when missing):
# 1. the lab's page, built with the README's run command: every player is sought to several recorded
#    times and each drawn polygon's box checked against the engine's quad (0.5 px); any console message
#    fails; a screenshot is taken (lab-output/screenshot.png);
# 2. MatchCut's geometry against the browser's own transform engine: every built-in scene and 40
#    random scenes (nested 3D rotations, perspective at several levels, anchor points, scroll offsets)
#    rendered as CSS boxes with `matrix3d` transforms; each tagged view's getBoundingClientRect() must
#    equal MatchCut's bounding box within 0.05 px.
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
checked=0
for scene in SampleApp/Scenes/*.json random:{1..40}; do
  if [[ $scene == random:* ]]; then
    swift run -q matchcut-lab random-scene "${scene#random:}" >"$work/scene.json"
    file="$work/scene.json"
  else
    file=$scene
  fi
  swift run -q matchcut-lab css "$file" >"$work/css.html" 2>/dev/null
  timeout 120 chromium "${flags[@]}" --virtual-time-budget=5000 --dump-dom "file://$work/css.html" >"$work/css-dom.html" 2>"$work/css-console.log"
  verdict=$(sed -n '/<pre id="result">/,/<\/pre>/p' "$work/css-dom.html" | sed 's/.*<pre id="result">//; s/<\/pre>.*//')
  case "$verdict" in
    PASS*) checked=$((checked + $(echo "$verdict" | head -1 | awk '{print $2}'))) ;;
    *) echo "browser test: $scene: MatchCut and Chromium disagree:" >&2; echo "$verdict" >&2; exit 1 ;;
  esac
done
echo "browser test: geometry of $checked views equals Chromium's CSS transforms (61 scenes)"

timeout 120 chromium "${flags[@]}" --hide-scrollbars --window-size=1400,2400 --screenshot="$PWD/lab-output/screenshot.png" "$page" 2>/dev/null
test -s lab-output/screenshot.png
echo "browser test: screenshot at lab-output/screenshot.png"
