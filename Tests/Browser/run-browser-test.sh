#!/usr/bin/env bash
# The lab in a real browser (headless Chromium, installed from Debian when missing):
# 0. the page's scripts (SampleApp/Lab/Page/*.js) parse, each on its own;
# 1. the lab's page, built with the README's run command: every player is sought to several
#    recorded times and each drawn stand-in body's box checked against the engine's quad (0.5 pt);
#    and the render server's stage (the compiled animations played by Web Animations) at 25/50/75 %
#    of each scene without a gesture: each supported body's box within 1.5 px of the exact player's;
# 2. a screenshot of every built-in scene at its middle instant (lab-output/shots/SCENE.png), drawn
#    in panels: as it is, and with one thing taken away (a stand-in's body, the text, the dimming);
#    the page then reads the pixels back and checks that rounded corners are round (a pixel just
#    inside a rounded corner's box shows what is behind it), that clipped content is clipped, that
#    text is drawn, and that the dimming darkens the screen behind a sheet by its opacity;
# 3. the README's filmstrip is what the lab draws today (regenerated and compared) and renders;
# 4. MatchCut's geometry against the browser's own transform engine: every built-in scene and 40
#    random scenes (nested 3D rotations, perspective at several levels, anchor points, scroll offsets)
#    rendered as CSS boxes with `matrix3d` transforms; each tagged view's getBoundingClientRect() must
#    equal MatchCut's bounding box within 0.05 px.
# Any console message from any page fails the test.
set -euo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C  # scenes in the lab's order (byte order)
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
out="$PWD/lab-output"
page="file://$out/index.html"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1
  --enable-logging=stderr --v=0 --user-data-dir="$work/profile")
quiet() { # fails on any console message in $1
  if grep -q "CONSOLE" "$1"; then
    grep "CONSOLE" "$1" >&2
    echo "browser test: a page wrote to the console (an error?)" >&2
    exit 1
  fi
}
result() { # the text of <pre id="$2"> in the DOM dump $1
  sed -n "/<pre id=\"$2\">/,/<\/pre>/p" "$1" | sed "s/.*<pre id=\"$2\">//; s/<\/pre>.*//"
}

# 0. The page's scripts (SampleApp/Lab/Page/*.js) parse, each file on its own.
{
  echo '<html><body><pre id="result"></pre>'
  for f in SampleApp/Lab/Page/*.js; do
    printf '<textarea data-file="%s">' "$(basename "$f")"
    sed 's/&/\&amp;/g; s/</\&lt;/g' "$f"
    echo '</textarea>'
  done
  echo '<script>'
  echo 'const files = document.querySelectorAll("textarea[data-file]"), bad = [];'
  echo 'for (const t of files) { try { new Function(t.value); } catch (e) { bad.push(t.dataset.file + ": " + e.message); } }'
  echo 'document.getElementById("result").textContent = (bad.length ? "FAIL " : "PASS ") + files.length + " scripts parse" + (bad.length ? " " + bad.join("; ") : "");'
  echo '</script></body></html>'
} >"$work/syntax.html"
timeout 120 chromium "${flags[@]}" --dump-dom "file://$work/syntax.html" >"$work/syntax-dom.html" 2>"$work/syntax.log"
verdict=$(result "$work/syntax-dom.html" result)
echo "browser test: syntax: $(echo "${verdict:-no result}" | head -1)"
case "$verdict" in PASS*) ;; *) echo "$verdict" | head -1 >&2; echo "browser test: a page script does not parse" >&2; exit 1 ;; esac

# 1. The self-test.
timeout 300 chromium "${flags[@]}" --virtual-time-budget=20000 --dump-dom "$page#selftest" >"$work/dom.html" 2>"$work/console.log"
quiet "$work/console.log"
verdict=$(result "$work/dom.html" selftest-result)
echo "browser test: ${verdict:-no result}" | head -1
case "$verdict" in PASS*) ;; *) echo "$verdict" >&2; echo "browser test: the page's self-test did not pass" >&2; exit 1 ;; esac
verdict=$(result "$work/dom.html" webanim-result)
echo "browser test: render server: ${verdict:-no result}" | head -1
case "$verdict" in PASS*) ;; *) echo "$verdict" >&2; echo "browser test: the Web Animations stage disagrees with the exact player" >&2; exit 1 ;; esac

# 2. A screenshot of every scene at its middle instant, then the pixel checks.
rm -rf "$out/shots" && mkdir -p "$out/shots"
i=0
for scene in SampleApp/Scenes/*.json; do
  stem=$(basename "$scene" .json)
  # A screenshot counts once two in a row are identical: a busy machine can capture before every
  # tile is rasterized (observed once on CI: a band of one panel differed), or Chromium can hang
  # (observed once: a 120 s timeout), which is Chromium's timing, not the page's: such a try is
  # taken again.
  agreed="" previous=""
  for attempt in 1 2 3 4 5 6; do
    if ! timeout 60 chromium "${flags[@]}" --window-size=4400,860 --virtual-time-budget=5000 \
      --screenshot="$work/shot-$attempt.png" "$page#shot=$i" >/dev/null 2>"$work/shot.log"; then
      echo "browser test: $stem: Chromium did not finish a screenshot; taken again" >&2
      continue
    fi
    quiet "$work/shot.log"
    test -s "$work/shot-$attempt.png" || continue
    if [ -n "$previous" ] && cmp -s "$work/shot-$attempt.png" "$previous"; then
      agreed=$attempt
      break
    fi
    [ -z "$previous" ] || echo "browser test: $stem: two screenshots differed; taken again" >&2
    previous="$work/shot-$attempt.png"
  done
  test -n "$agreed" || { echo "browser test: six tries at $stem, no two screenshots in a row alike" >&2; exit 1; }
  mv "$work/shot-$agreed.png" "$out/shots/$stem.png"
  rm -f "$work"/shot-*.png
  i=$((i + 1))
done
timeout 300 chromium "${flags[@]}" --allow-file-access-from-files --virtual-time-budget=60000 --dump-dom "$page#verify" \
  >"$work/verify.html" 2>"$work/verify.log"
quiet "$work/verify.log"
verdict=$(result "$work/verify.html" pixel-result)
echo "browser test: pixels: $(echo "$verdict" | head -1) (screenshots in lab-output/shots/)"
case "$verdict" in PASS*) ;; *) echo "$verdict" >&2; echo "browser test: the pixel checks did not pass" >&2; exit 1 ;; esac

# 3. The README's filmstrip: up to date, and drawn.
command=$(grep -o 'swift run matchcut-lab filmstrip [^`]*' README.md | head -1)
test -n "$command" || { echo "browser test: the README names no filmstrip command" >&2; exit 1; }
arguments=${command#swift run matchcut-lab filmstrip }
filmstrip=$(echo "${arguments#*>}" | xargs)
# shellcheck disable=SC2086 # the README's arguments, split as a shell would
swift run -q matchcut-lab filmstrip ${arguments%%>*} >"$work/filmstrip.svg" 2>/dev/null
if ! cmp -s "$work/filmstrip.svg" "$filmstrip"; then
  echo "browser test: $filmstrip is not what \`$command\` draws today: run it" >&2
  exit 1
fi
timeout 120 chromium "${flags[@]}" --window-size=1200,400 --screenshot="$work/filmstrip.png" "file://$PWD/$filmstrip" \
  >/dev/null 2>"$work/filmstrip.log"
quiet "$work/filmstrip.log"
test "$(stat -c %s "$work/filmstrip.png")" -gt 20000 || { echo "browser test: the filmstrip draws nothing" >&2; exit 1; }
echo "browser test: $filmstrip is up to date and renders"

# 4. Geometry against Chromium's CSS transforms.
checked=0
scenes=0
for scene in SampleApp/Scenes/*.json random:{1..40}; do
  if [[ $scene == random:* ]]; then
    swift run -q matchcut-lab random-scene "${scene#random:}" >"$work/scene.json"
    file="$work/scene.json"
  else
    file=$scene
  fi
  swift run -q matchcut-lab css "$file" >"$work/css.html" 2>/dev/null
  timeout 120 chromium "${flags[@]}" --virtual-time-budget=5000 --dump-dom "file://$work/css.html" >"$work/css-dom.html" 2>"$work/css-console.log"
  quiet "$work/css-console.log"
  verdict=$(result "$work/css-dom.html" result)
  case "$verdict" in
    PASS*) checked=$((checked + $(echo "$verdict" | head -1 | awk '{print $2}'))) ;;
    *) echo "browser test: $scene: MatchCut and Chromium disagree:" >&2; echo "$verdict" >&2; exit 1 ;;
  esac
  scenes=$((scenes + 1))
done
echo "browser test: geometry of $checked views equals Chromium's CSS transforms ($scenes scenes)"

timeout 120 chromium "${flags[@]}" --window-size=1400,2400 --screenshot="$out/screenshot.png" "$page" >/dev/null 2>"$work/page.log"
quiet "$work/page.log"
test -s "$out/screenshot.png"
echo "browser test: the page's first screen at lab-output/screenshot.png"
