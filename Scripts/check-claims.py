#!/usr/bin/env python3
"""Checks the README's countable claims against what they count, so that a claim cannot drift
from the code: the migration table's row count against the DocC article, every product the
README names in `.product(name:…)` against Package.swift's products, and, given `kbsim`'s
printed matrix, the comparison's rows and the real-app sentence against it.

usage: Scripts/check-claims.py [ROOT [KBSIM_OUTPUT]]   (ROOT defaults to the repository's root;
       KBSIM_OUTPUT, the text `kbsim` printed for the built-in matrix, adds the comparison's rows)
Prints one line per claim; exits 1 when one is false.
"""

import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent)
readme = (root / "README.md").read_text()
article = (
    root / "Sources/KeyboardAvoidance/Documentation.docc/Articles/MigratingFromIQKeyboardManager.md"
).read_text()
manifest = (root / "Package.swift").read_text()
failures = 0


def report(ok, text):
    global failures
    print(("ok   " if ok else "FAIL ") + text)
    if not ok:
        failures += 1


# The migration table: the README gives its row count.
claimed = re.search(r"The full table \((\d+) rows\)", readme)
table = [
    line for line in article.splitlines()
    if line.startswith("|") and not line.startswith("|---") and "KeyboardAvoidance |" not in line
]
if claimed is None:
    report(False, "README: no 'The full table (N rows)' claim found")
else:
    report(
        int(claimed.group(1)) == len(table),
        f"README says the migration table has {claimed.group(1)} rows; the article has {len(table)}",
    )

# Products named in the README's install snippet exist in the manifest.
products = set(re.findall(r'\.library\(name: "([^"]+)"', manifest))
for name in sorted(set(re.findall(r'\.product\(name: "([^"]+)"', readme))):
    report(name in products, f"README names the product {name}; the manifest declares {sorted(products)}")

# With kbsim's printed matrix (the run CI makes), every row the README's comparison shows must
# be kbsim's row, column for column, for the drawn matrix and for the screens from real apps.
def tables(text):
    """The strategy rows of each table in `text`, as {strategy: {column: value}}, in order."""
    found, header = [], None
    for line in text.splitlines():
        cells = re.split(r"\s{2,}", line.strip())
        if line.startswith("strategy "):
            header = cells
            found.append({})
        elif header and len(cells) == len(header):
            found[-1][cells[0]] = dict(zip(header[1:], cells[1:]))
        elif not line.strip():
            header = None
    return found


kbsim_output = sys.argv[2] if len(sys.argv) > 2 else None
if kbsim_output:
    printed = tables(pathlib.Path(kbsim_output).read_text())
    block = re.search(r"## How it compares.*?```\n(.*?)```", readme, re.S)
    claimed_rows = tables(block.group(1)) if block else []
    if not printed or not claimed_rows:
        report(False, "no comparison table found in the README or in kbsim's output")
    else:
        for strategy, columns in claimed_rows[0].items():
            actual = printed[0].get(strategy)
            mismatched = [c for c, v in columns.items() if actual is None or actual.get(c) != v]
            report(
                not mismatched,
                f"README's comparison row {strategy} matches kbsim"
                + (f" (differs in {', '.join(mismatched)}: kbsim {actual})" if mismatched else ""))
        # The real-app sentence: the scenario count, and the keyboard layout guide's figure.
        sentence = re.search(r"On screens built as open-source apps.*?\)\.", readme, re.S)
        if len(printed) > 1 and sentence:
            text = " ".join(sentence.group(0).split())
            real = printed[1]
            count = real.get("library", {}).get("scenarios")
            guide = real.get("keyboardlayoutguide", {}).get("with occlusion")
            report(
                count is not None and f"{count} scenarios" in text,
                f"README's real-app sentence gives kbsim's scenario count ({count})")
            report(
                guide is not None and f"keyboard layout guide {guide}" in text,
                f"README's real-app sentence gives the keyboard layout guide's {guide}")

sys.exit(1 if failures else 0)
