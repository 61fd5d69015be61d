#!/usr/bin/env python3
"""Lists every public symbol of the given symbol graphs that has no documentation summary.

    Scripts/check-doc-summaries.py GRAPH.symbols.json...

A symbol counts as documented when its doc comment, its own or the one the compiler gives it
from the protocol requirement it implements or the declaration it overrides, has a first
line. Members the compiler synthesises (Equatable's ==, Codable's init(from:), ...) are the
standard library's to document, and a property wrapper's projection ($current) its wrapped
property's; both are left out. Exit 1 when any symbol lacks a summary.
"""
import json
import sys


def summary(symbol):
    lines = (symbol.get("docComment") or {}).get("lines") or []
    return next((line["text"].strip() for line in lines if line["text"].strip()), "")


def main(paths):
    missing = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph.get("symbols", []):
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # A property wrapper's projection ($current) is documented by its wrapped property.
            if symbol["names"]["title"].startswith("$"):
                continue
            if not summary(symbol):
                location = symbol.get("location", {})
                where = location.get("uri", "").split("/Modules/", 1)[-1]
                line = location.get("position", {}).get("line", -1) + 1
                name = ".".join(symbol["pathComponents"])
                missing.append(f"{where}:{line}: {symbol['kind']['displayName'].lower()} {name} has no summary")
    for line in sorted(set(missing)):
        print(line)
    if missing:
        print(f"{len(set(missing))} public symbol(s) without a summary (a /// line above the declaration)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
