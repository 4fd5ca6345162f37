#!/usr/bin/env bash
# Builds the DocC catalogs with warnings as errors: every parameter documented, every link valid.
# Output goes to .build/docs/<Module>.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph >/dev/null
graphs=$(find .build -maxdepth 2 -type d -name symbolgraph | head -n 1)
for catalog in Sources/*/Documentation.docc; do
  module=$(basename "$(dirname "$catalog")")
  staging=$(mktemp -d)
  mkdir -p .build/docs
  cp "$graphs/$module.symbols.json" "$staging/"
  cp "$graphs/$module"@*.symbols.json "$staging/" 2>/dev/null || true
  docc convert "$catalog" --additional-symbol-graph-dir "$staging" \
    --output-path ".build/docs/$module" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.keyboardavoidance.$module" --warnings-as-errors
  rm -rf "$staging"
  echo "docs: $module ok"
done
