#!/usr/bin/env python3
"""Checks the README's countable claims against what they count, so that a claim cannot drift
from the code: the migration table's row count against the DocC article, and every product the
README names in `.product(name:…)` against Package.swift's products.

usage: Scripts/check-claims.py [ROOT]   (ROOT defaults to the repository's root)
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

sys.exit(1 if failures else 0)
