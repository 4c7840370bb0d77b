#!/usr/bin/env bash
# The DocC catalog builds without warnings. Symbol graphs of the MatchCut module as the compiler
# emits them — they hold the re-exported MatchCutMatcher and MatchCutSnapshots symbols under
# MatchCut, as `import MatchCut` shows them — then `docc convert` with warnings as errors. Builds in
# its own scratch folder (.build/docc), so the main build keeps its flags. Skipped, saying so, when
# the toolchain has no docc.
set -euo pipefail
cd "$(dirname "$0")/../.."
docc=$(command -v docc || true)
[ -n "$docc" ] || docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
if [ ! -x "$docc" ]; then
  echo "docc check: the toolchain has no docc; skipped"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -q --scratch-path .build/docc --target MatchCut \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs"
mkdir "$work/module"
cp "$work/graphs"/MatchCut.symbols.json "$work/graphs"/MatchCut@*.symbols.json "$work/module/"
if ! "$docc" convert Sources/Engine/MatchCut.docc --additional-symbol-graph-dir "$work/module" \
  --output-path "$work/site" --fallback-display-name MatchCut --fallback-bundle-identifier org.matchcut.MatchCut \
  --warnings-as-errors >"$work/log" 2>&1; then
  cat "$work/log" >&2
  echo "docc check: the catalog has warnings" >&2
  exit 1
fi
echo "docc check: the MatchCut catalog builds without warnings"
