#!/usr/bin/env python3
"""The repository's own pages, checked as Scripts/docs --check runs them (and so Scripts/test).

Three rules, each failing with the file and line to fix:

1. Every page under docs/ has at most 250 lines, so a page holds one topic and reads on its
   own. Exempt are the files written by the programs, which no one edits by hand and a test
   holds equal to what the code makes: docs/screens/ (`DemoCLI gallery`, held by the
   `Screen gallery` test in DemoCLITests) and docs/man/ (`MainCLI manual`, `DemoCLI manual`,
   held by MainCLICommandLineTests and DemoCommandLineTests); and files that are not text
   (docs/inspector.png).

2. Every relative link of a Markdown page (README.md, CHANGELOG.md, docs/, Tests/...; not the
   DocC catalogs, whose `<doc:>` links docc checks) leads to a file or folder that exists, and
   a `#fragment` into a Markdown page names one of its headings (GitHub's anchor: lower case,
   punctuation dropped, spaces as hyphens, `-1`, `-2` for repeats) or an `<a id="...">` in it.
   Links in code blocks and code spans are not links.

3. A figure is stated once, in the table under "## The figures" of docs/PERFORMANCE.md: no
   other page (README.md, docs/ but PERFORMANCE.md, the DocC catalogs, Tests/**/README.md)
   may repeat one of that table's measured figures; it links to the table's row instead
   (each row has an `<a id="figure-...">`). CHANGELOG.md is not checked: its entries record
   what a version changed, with the figures of their day.

   A figure is a number (digits, optional thousands commas and decimals) followed, after at
   most one space, by a unit of time, size, count or share: ns, µs (or us), ms, s, min,
   minutes, B, KB, KiB, MB, MiB, GB, GiB, M (millions: instructions, characters a second),
   % or × (a ratio). Numbers joined by –, - or / before one unit ("1.3–10.5 µs",
   "8.8 / 9.0 MB") are one figure per number. Two figures are the same when their units are
   the same (us is µs, minutes is min) and their values equal as numbers (9.0 MB is 9 MB).

   Measured are the figures of the table's columns "now", "anchor" and "how it is measured".
   The "figure" column names the workload (a 7 MB body, a 200 MB cart file), and the "goal"
   column, like any figure right after ≤, ≥, < or >, is a budget: a rule the code is held
   to, not a measurement, so other pages may state budgets and limits (a 25 MB ceiling, a
   5 s wait) unless the same number with the same unit was measured in the table.

Usage: Scripts/check-doc-pages.py [ROOT]   (default: the repository this script is in)
Standard library only. Exit status 0 when every rule holds, 1 otherwise.
"""
import os
import re
import sys
from pathlib import Path

MAX_LINES = 250
GENERATED = {
    "docs/screens": "DemoCLI gallery writes it; the Screen gallery test holds it equal",
    "docs/man": "MainCLI manual and DemoCLI manual write it; their command-line tests hold it equal",
}
PERFORMANCE = "docs/PERFORMANCE.md"
FIGURES_HEADING = "## The figures"
MEASURED_COLUMNS = ("now", "anchor", "how it is measured")

NUMBER = r"\d[\d,]*(?:\.\d+)?"
UNITS = {
    "ns": "ns", "µs": "µs", "us": "µs", "ms": "ms", "s": "s", "min": "min", "minutes": "min", "minute": "min",
    "B": "B", "KB": "KB", "KiB": "KiB", "MB": "MB", "MiB": "MiB", "GB": "GB", "GiB": "GiB",
    "M": "M", "%": "%", "×": "×",
}
UNIT = "|".join(sorted((re.escape(unit) for unit in UNITS), key=len, reverse=True))
# A number not glued to a word, a version or a size like 200x60, then more numbers joined by a
# dash or a slash, then the unit, which no letter or digit continues.
FIGURE = re.compile(
    rf"(?<![\w.,/–-])(?P<bound>[≤≥<>]\s*)?(?P<numbers>{NUMBER}(?:\s*[–/-]\s*{NUMBER})*) ?(?P<unit>{UNIT})(?![\w])"
)


def figures(text):
    """Each figure in text as ((value, unit), is_bound, matched text)."""
    for match in FIGURE.finditer(text):
        unit = UNITS[match.group("unit")]
        for number in re.findall(NUMBER, match.group("numbers")):
            yield (float(number.replace(",", "")), unit), match.group("bound") is not None, match.group(0).strip()


def read_lines(path):
    try:
        return path.read_text(encoding="utf-8").split("\n")
    except UnicodeDecodeError:
        return None


def markdown_pages(root):
    """Every Markdown page of the repository, as paths relative to root, DocC catalogs apart."""
    pages, catalogs = [], []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(d for d in subfolders if not d.startswith(".") and d != "Fixtures" or folder == str(root) and d == "docs")
        relative = Path(folder).relative_to(root)
        for name in sorted(files):
            if name.endswith(".md"):
                (catalogs if ".docc" in folder else pages).append(relative / name)
    return pages, catalogs


def without_code(lines):
    """The lines with fenced blocks blanked and code spans removed, for finding links."""
    inside = False
    for line in lines:
        if line.lstrip().startswith("```"):
            inside = not inside
            yield ""
        elif inside:
            yield ""
        else:
            yield re.sub(r"`[^`]*`", "", line)


def anchors(lines):
    """The fragments a Markdown page answers to: its headings' GitHub anchors and its ids."""
    found, seen = set(), {}
    inside = False
    for line in lines:
        if line.lstrip().startswith("```"):
            inside = not inside
            continue
        if inside:
            continue
        heading = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading:
            slug = re.sub(r"[^\w\- ]", "", heading.group(1).lower()).replace(" ", "-")
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            found.add(slug if count == 0 else f"{slug}-{count}")
        found.update(re.findall(r"<a\s+(?:id|name)=\"([^\"]+)\"", line))
    return found


LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def check_links(root, pages, problems):
    anchor_cache = {}
    for page in pages:
        lines = read_lines(root / page)
        for number, line in enumerate(without_code(lines), 1):
            for target in LINK.findall(line):
                if re.match(r"[a-z][a-z0-9+.-]*:", target):
                    continue  # https:, mailto:: outside the repository
                path_part, _, fragment = target.partition("#")
                destination = (root / page).parent / path_part if path_part else root / page
                if not destination.exists():
                    problems.append(f"{page}:{number}: the link {target} leads to no file")
                    continue
                if fragment and destination.suffix == ".md":
                    key = destination.resolve()
                    if key not in anchor_cache:
                        anchor_cache[key] = anchors(read_lines(destination))
                    if fragment not in anchor_cache[key]:
                        problems.append(f"{page}:{number}: the link {target}: {path_part or page.name} has no heading or id #{fragment}")


def check_lengths(root, problems):
    for folder, subfolders, files in os.walk(root / "docs"):
        relative_folder = Path(folder).relative_to(root)
        if any(relative_folder == Path(generated) or Path(generated) in relative_folder.parents for generated in GENERATED):
            subfolders[:] = []
            continue
        for name in sorted(files):
            lines = read_lines(Path(folder) / name)
            if lines is None:
                continue  # not text: a picture
            count = len(lines) - (1 if lines and lines[-1] == "" else 0)
            if count > MAX_LINES:
                problems.append(
                    f"{relative_folder / name}:{MAX_LINES + 1}: {count} lines; a page under docs/ holds one topic in at most {MAX_LINES} lines: split it"
                )


def measured_figures(root, problems):
    """The measured figures of PERFORMANCE.md's table: {(value, unit): (row's id, text)}."""
    lines = read_lines(root / PERFORMANCE)
    if lines is None or FIGURES_HEADING not in lines:
        problems.append(f"{PERFORMANCE}:1: no \"{FIGURES_HEADING}\" section with the table of figures")
        return {}
    start = lines.index(FIGURES_HEADING)
    rows = []
    for number, line in enumerate(lines[start + 1 :], start + 2):
        if line.startswith("## "):
            break
        if line.startswith("|"):
            rows.append((number, [cell.strip() for cell in line.strip().strip("|").split("|")]))
    if len(rows) < 3:
        problems.append(f"{PERFORMANCE}:{start + 1}: the figures' table has no rows")
        return {}
    header = [cell.lower() for cell in rows[0][1]]
    missing = [column for column in MEASURED_COLUMNS + ("figure", "goal") if column not in [h.split(" (")[0] for h in header]]
    if missing:
        problems.append(f"{PERFORMANCE}:{rows[0][0]}: the figures' table has no column {', '.join(missing)}")
        return {}
    columns = [index for index, name in enumerate(header) if name.split(" (")[0] in MEASURED_COLUMNS]
    measured = {}
    for number, cells in rows[2:]:
        row_id = re.search(r"<a\s+id=\"([^\"]+)\"", cells[0])
        if not row_id:
            problems.append(f"{PERFORMANCE}:{number}: the row has no <a id=\"figure-...\"> in its first cell for other pages to link to")
        for index in columns:
            for key, is_bound, text in figures(cells[index] if index < len(cells) else ""):
                if not is_bound:
                    measured.setdefault(key, (row_id.group(1) if row_id else None, text, number))
    return measured


def check_figures(root, pages, measured, problems):
    for page in pages:
        if page.as_posix() in (PERFORMANCE, "CHANGELOG.md"):
            continue
        for number, line in enumerate(read_lines(root / page), 1):
            said = set()
            for key, is_bound, text in figures(line):
                if key in measured and not is_bound and (key, text) not in said:
                    said.add((key, text))
                    row_id, table_text, table_line = measured[key]
                    link = f"{os.path.relpath(root / PERFORMANCE, (root / page).parent)}#{row_id}"
                    problems.append(
                        f"{page}:{number}: \"{text}\" is a figure of {PERFORMANCE}'s table (line {table_line}: \"{table_text}\"); link to its row ({link}) instead of repeating it"
                    )


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent).resolve()
    problems = []
    pages, catalogs = markdown_pages(root)
    check_lengths(root, problems)
    check_links(root, pages, problems)
    measured = measured_figures(root, problems)
    check_figures(root, pages + catalogs, measured, problems)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-doc-pages: {len(problems)} problem{'s' if len(problems) != 1 else ''}", file=sys.stderr)
        return 1
    print(
        f"check-doc-pages: {len(pages)} pages: every page under docs/ within {MAX_LINES} lines, every relative link found,"
        f" none of the {len(measured)} measured figures of {PERFORMANCE}'s table repeated"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
