#!/usr/bin/env bash
# Screenshots an HTML report with headless Chromium and checks the picture is not blank.
#
# Usage: Scripts/check-report.sh REPORT.html OUT.png
#
# Renders the top 1280x2000 pixels of the page, then runs Scripts/check-screenshot.py on the
# PNG (distinct colours, non-white and coloured share of the top). Installs nothing: CI puts
# Chromium on the PATH (Debian: `apt-get install chromium`); set CHROMIUM to use another binary.
# Exit status: 0 ok, 1 Chromium failed or the screenshot looks blank, 2 usage, 3 no Chromium.
set -euo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 REPORT.html OUT.png" >&2
  exit 2
fi
html=$1
png=$2
if [[ ! -f $html ]]; then
  echo "check-report: no such file: $html" >&2
  exit 2
fi

browser=""
for candidate in "${CHROMIUM:-}" chromium chromium-browser google-chrome-stable google-chrome; do
  if [[ -n $candidate ]] && command -v "$candidate" >/dev/null 2>&1; then
    browser=$(command -v "$candidate")
    break
  fi
done
if [[ -z $browser ]]; then
  echo "check-report: no Chromium found (tried \$CHROMIUM, chromium, chromium-browser," \
    "google-chrome-stable, google-chrome); install it, e.g. apt-get install -y chromium" >&2
  exit 3
fi

scripts=$(cd "$(dirname "$0")" && pwd)
url=$(python3 -c 'import pathlib, sys; print(pathlib.Path(sys.argv[1]).resolve().as_uri())' "$html")
mkdir -p "$(dirname "$png")"
png_abs=$(cd "$(dirname "$png")" && pwd)/$(basename "$png")
rm -f "$png_abs"

# A throwaway profile, so parallel runs and a developer's own browser never share a lock.
profile=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$profile" "$log"' EXIT

timeout_cmd=()
if command -v timeout >/dev/null 2>&1; then timeout_cmd=(timeout 120); fi
if ! "${timeout_cmd[@]}" "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --user-data-dir="$profile" --window-size=1280,2000 --screenshot="$png_abs" "$url" \
  >"$log" 2>&1 || [[ ! -s $png_abs ]]; then
  echo "check-report: $browser did not write $png_abs; its output:" >&2
  cat "$log" >&2
  exit 1
fi
echo "check-report: $("$browser" --version 2>/dev/null || echo "$browser") rendered $url"

python3 "$scripts/check-screenshot.py" "$png_abs"
