#!/usr/bin/env python3
"""Turns Sources/HeadlessUIKit/UIKitDeclarations.txt into a Swift file that uses every UIKit
declaration the stand-in models, with its exact spelling and type.

The same file is type-checked twice by Scripts/ios-build.sh: once against HeadlessUIKit (here)
and once against the real UIKit of an iOS SDK. A declaration the stand-in spells or types
differently from UIKit then fails to compile on one side.

How each kind of entry is used:
  class X: S, P        a value of X converts to S and to `any P`
  struct/enum X: P...  a value of X converts to `any P`; enums with a raw type read `rawValue`
  protocol X: P        a value of `any X` converts to `any P` (or AnyObject)
  var/let x: T         `let _: T = value.x` (instance) or `Owner.x` (static/class)
  func f(a: A) -> R    `let _: (A) -> R = value.f(a:)`, the contextual type picks the overload
  init(a: A)           `let _: (A) -> Owner = Owner.init(a:)`
  case c = N           `let _: Owner = .c` (the raw value is the stand-in's own test's concern)
Protocol members are read through `any Protocol` as optionals, so optional requirements work too.

Availability: an entry whose source names an iOS version (`(iOS 14)`, `(iOS 15; …)`) is checked
inside `@available(iOS N, *)`, against the package's deployment target, so a wrong version in the
list fails. Entries introduced after the SDK's version are skipped and listed, never silently, as
are constants an older SDK declared as mutable globals (`a mutable global before the iOS 18 SDK`
in the source) and declarations back-deployed to systems older than the first SDK that declares
them (`declared from the iOS 17 SDK`).

usage: uikit-surface.py DECLARATIONS_TXT OUT_SWIFT --import MODULE [--import MODULE] [--sdk-version 15.5]
Prints one summary line: `N declarations checked, M skipped (...)`.
"""

import argparse
import re
import sys

# A concrete type for each generic parameter the list uses, so generic members can be referenced.
GENERIC_STAND_INS = {"AnchorType": "NSLayoutYAxisAnchor"}


def version_key(text):
    return tuple(int(part) for part in text.split("."))


def introduced_version(source):
    """The iOS version an entry's source gives, as in `(iOS 14)` or `(iOS 15; note)`."""
    match = re.search(r"\(iOS (\d+(?:\.\d+)?)[;,)\s]", source)
    if match is None:
        match = re.search(r"[;,] iOS (\d+(?:\.\d+)?)\)", source)
    return match.group(1) if match else None


def concurrency_safe_from(source):
    """The SDK an entry's source says made it safe to read from Swift 6 code, as in
    `a mutable global before the iOS 18 SDK`."""
    match = re.search(r"a mutable global before the iOS (\d+(?:\.\d+)?) SDK", source)
    return match.group(1) if match else None


def declared_from_sdk(source):
    """The first SDK that declares an entry back-deployed to older systems, as in
    `declared from the iOS 17 SDK`."""
    match = re.search(r"declared from the iOS (\d+(?:\.\d+)?) SDK", source)
    return match.group(1) if match else None


def split_top_level(text, separator=","):
    """Splits at separators outside (), [] and <>."""
    parts, depth, current = [], 0, ""
    for index, char in enumerate(text):
        if char in "([<":
            depth += 1
        elif char in ")]>" and not (char == ">" and index > 0 and text[index - 1] == "-"):
            depth -= 1
        if char == separator and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current.strip())
    return parts


def matching_paren(text, open_index):
    depth = 0
    for index in range(open_index, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    raise ValueError("unbalanced parentheses in %r" % text)


# Nested type names (`UIView.AnimationOptions`), filled from the list before anything is generated,
# so that a member's `AnimationOptions` can be written out in full outside its owner.
NESTED_TYPES = set()


def qualify(type_text, owner):
    """Writes nested type names used unqualified inside `owner` (or its enclosing types) in full."""
    def replace(match):
        name = match.group(0)
        scope = re.sub(r"<.*", "", owner)
        while scope:
            if "%s.%s" % (scope, name) in NESTED_TYPES:
                return "%s.%s" % (scope, name)
            scope = scope.rpartition(".")[0]
        return name
    return re.sub(r"(?<![.\w])[A-Z]\w*", replace, type_text)


def concrete(type_text, owner):
    """Replaces generic parameters and `Self`, and turns `T!` into `T?` for annotations."""
    for name, stand_in in GENERIC_STAND_INS.items():
        type_text = re.sub(r"\b%s\b" % name, stand_in, type_text)
    type_text = re.sub(r"\bSelf\b", owner, type_text)
    return qualify(re.sub(r"!$", "?", type_text.strip()), owner)


# The iOS version each type of the list was introduced in, where its source gives one.
TYPE_VERSIONS = {}


def enclosing_scopes(owner):
    """`A.B.C` -> [`A.B.C`, `A.B`, `A`]; none for file-level entries."""
    parts = owner.split(".") if owner != "-" else []
    return [".".join(parts[:count]) for count in range(len(parts), 0, -1)]


# Generic classes of the list, referred to with a concrete argument.
GENERIC_CLASSES = {"NSLayoutAnchor": "NSLayoutAnchor<NSLayoutYAxisAnchor>"}


def parameters(parameter_text, owner):
    """(labels, types) of a parameter clause's inside; default values dropped."""
    labels, types = [], []
    for parameter in split_top_level(parameter_text):
        names, _, type_and_default = parameter.partition(":")
        type_text = split_top_level(type_and_default, "=")[0] if "=" in type_and_default else (
            type_and_default)
        type_text = type_text.split(" = ")[0]
        labels.append(names.split()[0])
        types.append(concrete(type_text, owner))
    return labels, types


class Generator:
    def __init__(self, sdk_version):
        self.sdk_version = sdk_version
        self.checks = []
        self.skipped = []
        self.counter = 0

    def owner_type(self, owner):
        return GENERIC_CLASSES.get(owner, owner) if owner != "-" else None

    def add(self, owner, signature, source, body_for):
        # A member is no older than the type that holds it.
        versions = [v for v in [introduced_version(source)] + [
            TYPE_VERSIONS.get(scope) for scope in enclosing_scopes(owner)] if v]
        version = max(versions, key=version_key) if versions else None
        label = "%s | %s" % (owner, signature)
        if version and self.sdk_version and version_key(version) > version_key(self.sdk_version):
            self.skipped.append("%s (iOS %s)" % (label, version))
            return
        declared_from = declared_from_sdk(source)
        if declared_from and self.sdk_version and version_key(declared_from) > version_key(self.sdk_version):
            self.skipped.append("%s (declared from the iOS %s SDK)" % (label, declared_from))
            return
        safe_from = concurrency_safe_from(source)
        if safe_from and self.sdk_version and version_key(safe_from) > version_key(self.sdk_version):
            self.skipped.append("%s (a mutable global before the iOS %s SDK)" % (label, safe_from))
            return
        self.counter += 1
        availability = "  @available(iOS %s, *)\n" % version if version else ""
        self.checks.append(
            "  // %s\n%s  static func check%d(%s) {\n%s\n  }\n"
            % (label.replace("\n", " "), availability, self.counter, *body_for()))

    def entry(self, owner, signature, source, protocols, classes):
        owner_type = self.owner_type(owner)
        signature = re.sub(r"^(nonisolated|@MainActor|@discardableResult) ", "", signature)
        type_match = re.match(
            r"^(class|struct|enum|protocol) (\w+)(<[^>]*>)?(?:: (.*))?$", signature)
        if type_match:
            kind, name, generics, inherited = type_match.groups()
            full = name if owner_type is None else "%s.%s" % (owner_type, name)
            if generics:
                full += "<%s>" % ", ".join(
                    GENERIC_STAND_INS.get(g.split(":")[0].strip(), "Never")
                    for g in generics[1:-1].split(","))
            value_type = "any %s" % full if kind == "protocol" else full
            lines = []
            raw_types = {"Int", "UInt", "String", "Double"}
            for parent in split_top_level(inherited or ""):
                parent = concrete(parent, full)
                if parent in raw_types:
                    lines.append("    let _: %s = value.rawValue" % parent)
                elif parent == "AnyObject":
                    lines.append("    let _: AnyObject = value")
                elif parent in ("Equatable", "Hashable", "RawRepresentable", "OptionSet"):
                    lines.append("    requires%s(value)" % parent)
                elif parent == "Sendable":
                    lines.append("    let _: any Sendable = value")
                elif parent in classes or re.sub(r"<.*", "", parent) in classes:
                    lines.append("    let _: %s = value" % parent)
                else:
                    lines.append("    let _: any %s = value" % parent)
            if not lines:
                lines.append("    _ = value")
            self.add(owner, signature, source,
                     lambda: ("_ value: %s" % value_type, "\n".join(lines)))
            return

        alias = re.match(r"^typealias (\w+) = (.*)$", signature)
        if alias:
            name, aliased = alias.groups()
            # A member type alias (a message's `Subject`) is named through its owner.
            qualified = name if owner_type is None else "%s.%s" % (owner_type, name)
            escaping = "@escaping " if "->" in aliased else ""
            self.add(owner, signature, source, lambda: (
                "_ value: %s%s" % (escaping, qualified), "    let _: %s = value" % aliased))
            return

        if owner_type is None:
            raise ValueError("unhandled file-level declaration: %s" % signature)
        is_protocol = owner_type in protocols
        receiver = "any %s" % owner_type if is_protocol else owner_type

        # A keyword used as a case name keeps its backticks (`default`).
        case = re.match(r"^case (`?\w+`?)", signature)
        if case:
            self.add(owner, signature, source, lambda: (
                "", "    let _: %s = .%s" % (owner_type, case.group(1))))
            return

        static = bool(re.match(r"^(static|class) ", signature))
        rest = re.sub(r"^(static|class) ", "", signature)

        variable = re.match(r"^(var|let) (\w+): (.*)$", rest)
        if variable:
            _, name, type_text = variable.groups()
            type_text = concrete(type_text, owner_type)
            if static:
                body = ("", "    let _: %s = %s.%s" % (type_text, owner_type, name))
            elif is_protocol:
                body = ("_ value: %s" % receiver, "    let _: %s = value.%s" % (type_text, name))
            else:
                body = ("_ value: %s" % receiver, "    let _: %s = value.%s" % (type_text, name))
            self.add(owner, signature, source, lambda: body)
            return

        function = re.match(r"^func (\w+)\(", rest)
        initializer = re.match(r"^init(\??)\(", rest)
        if function or initializer:
            open_index = rest.index("(")
            close_index = matching_paren(rest, open_index)
            labels, types = parameters(rest[open_index + 1:close_index], owner_type)
            result = rest[close_index + 1:].strip()
            if initializer:
                result_type = owner_type + ("?" if initializer.group(1) else "")
                name = "init"
            else:
                result_type = concrete(result[2:].strip(), owner_type) if result.startswith(
                    "->") else "Void"
                name = function.group(1)
            # `f` rather than `f()`, which would call it; the contextual type picks the overload.
            reference_name = "%s(%s)" % (name, "".join("%s:" % label for label in labels)) if (
                labels) else name
            function_type = "(%s) -> %s" % (", ".join(types), result_type)
            if initializer:
                body = ("", "    let _: %s = %s.%s" % (function_type, owner_type, reference_name))
            elif static:
                body = ("", "    let _: %s = %s.%s" % (function_type, owner_type, reference_name))
            elif is_protocol:
                body = ("_ value: %s" % receiver,
                        "    let _: (%s)? = value.%s" % (function_type, reference_name))
            else:
                body = ("_ value: %s" % receiver,
                        "    let _: %s = value.%s" % (function_type, reference_name))
            self.add(owner, signature, source, lambda: body)
            return
        raise ValueError("unhandled declaration: %s | %s" % (owner, signature))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("declarations")
    parser.add_argument("output")
    parser.add_argument("--import", dest="modules", action="append", required=True,
                        help="a module to import; repeat for more (UIKit and WebKit)")
    parser.add_argument("--sdk-version", default=None,
                        help="skip entries introduced after this iOS version")
    arguments = parser.parse_args()

    entries = []
    with open(arguments.declarations, encoding="utf-8") as handle:
        for line_number, line in enumerate(handle, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = [field.strip() for field in line.split(" | ")]
            if len(fields) < 3:
                sys.exit("%s:%d: expected `Owner | signature | source`" % (
                    arguments.declarations, line_number))
            owner, signature, source = fields[0], fields[1], " | ".join(fields[2:])
            if source.startswith("STAND-IN"):
                continue
            entries.append((owner, signature, source, line_number))

    generator = Generator(arguments.sdk_version)
    # Which names are protocols (their members are read through `any P`) and which are classes
    # (a parent that is a class is a superclass).
    protocols, classes = set(), {"NSObject"}
    for owner, signature, _, _ in entries:
        declared = re.match(r"^(class|protocol) (\w+)", signature)
        if declared and owner == "-":
            (classes if declared.group(1) == "class" else protocols).add(declared.group(2))
    for owner, signature, _source, _ in entries:
        nested = re.match(r"^(?:class|struct|enum|protocol) (\w+)", signature)
        if nested:
            full = nested.group(1) if owner == "-" else "%s.%s" % (owner, nested.group(1))
            if owner != "-":
                NESTED_TYPES.add(full)
            if introduced_version(_source):
                TYPE_VERSIONS[full] = introduced_version(_source)
    for owner, signature, source, line_number in entries:
        try:
            generator.entry(owner, signature, source, protocols, classes)
        except ValueError as error:
            sys.exit("%s:%d: %s" % (arguments.declarations, line_number, error))

    with open(arguments.output, "w", encoding="utf-8") as out:
        out.write("// Generated by Scripts/uikit-surface.py from UIKitDeclarations.txt. Never run:\n")
        out.write("// it only has to type-check. Do not edit.\n")
        out.write("import Foundation\n#if canImport(CoreGraphics)\n  import CoreGraphics\n#endif\n")
        for module in arguments.modules:
            out.write("import %s\n" % module)
        out.write("\n")
        out.write("func requiresEquatable<T: Equatable>(_ value: T) {}\n")
        out.write("func requiresHashable<T: Hashable>(_ value: T) {}\n")
        out.write("func requiresRawRepresentable<T: RawRepresentable>(_ value: T) {}\n")
        out.write("func requiresOptionSet<T: OptionSet>(_ value: T) {}\n\n")
        out.write("@MainActor enum UIKitSurfaceCheck {\n")
        out.write("\n".join(generator.checks))
        out.write("}\n")
    skipped = "; ".join(generator.skipped) if generator.skipped else "none"
    print("%d declarations checked, %d skipped (introduced after iOS %s): %s" % (
        generator.counter, len(generator.skipped), arguments.sdk_version or "-", skipped))


if __name__ == "__main__":
    main()
