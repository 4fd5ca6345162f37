#!/usr/bin/env bash
# Builds the DocC catalogs with warnings as errors: every parameter documented, every link valid.
# Output goes to .build/docs/<Module>.
#
# The products' pages come from the symbol graphs Scripts/ios-build.sh emits while compiling for
# arm64-apple-ios against the iOS 26.2 SDK, so the UIKit and SwiftUI extensions and conformances
# appear as an app sees them and no stand-in name does. Without them (no SDK on this machine) the
# products are documented from this machine's graphs, against the stand-in, and a loud line says
# so. HeadlessUIKit, a stand-in that exists only off Apple platforms, is always documented from
# this machine's graphs.
#
#   IOS_SYMBOL_GRAPHS  folder of the iOS graphs (default: ios-build.sh's gate/products/symbolgraphs)
set -euo pipefail
# This package's own build: the glue against the UIKit stand-in on purpose (Package.swift).
export KEYBOARDAVOIDANCE_DEVELOPMENT=1
cd "$(dirname "$0")/.."
ios_graphs="${IOS_SYMBOL_GRAPHS:-${IOS_BUILD_WORK:-${TMPDIR:-/tmp}/keyboardavoidance-ios-build}/gate/products/symbolgraphs}"
swift package dump-symbol-graph >/dev/null
graphs=$(find .build -maxdepth 2 -type d -name symbolgraph | head -n 1)
for catalog in Sources/*/Documentation.docc; do
  module=$(basename "$(dirname "$catalog")")
  from="$graphs"
  seen="this machine (the stand-in)"
  if [ "$module" != HeadlessUIKit ]; then
    if [ -f "$ios_graphs/$module.symbols.json" ]; then
      from="$ios_graphs"
      seen="arm64-apple-ios, iOS 26.2 SDK"
    elif [ "$module" = KeyboardAvoidanceSwiftUI ]; then
      # Empty off Apple platforms: its catalog's links have nothing to point to.
      echo "!!!!!!!! docs: KeyboardAvoidanceSwiftUI SKIPPED: no iOS symbol graph ($ios_graphs) !!!!!!!!"
      continue
    else
      echo "!!!!!!!! docs: no iOS symbol graph for $module ($ios_graphs): documented as Linux sees it !!!!!!!!"
    fi
  fi
  staging=$(mktemp -d)
  mkdir -p .build/docs
  cp "$from/$module.symbols.json" "$staging/"
  cp "$from/$module"@*.symbols.json "$staging/" 2>/dev/null || true
  docc convert "$catalog" --additional-symbol-graph-dir "$staging" \
    --output-path ".build/docs/$module" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.keyboardavoidance.$module" --warnings-as-errors
  rm -rf "$staging"
  echo "docs: $module ok ($seen)"
done
