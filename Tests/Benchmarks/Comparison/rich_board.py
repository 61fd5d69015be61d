"""Renders the Benchmarks target's 200x60 board frame with Rich and times it.

The board is read from a JSON file the benchmark writes (`Benchmarks table` does it and runs
this script through `rich-board.sh`), so both sides draw the same posts: a rounded box with a
title around a four-column table with a header, `visible` rows of `rows`, one row selected.
Each frame scrolls the table by one row, as the Swift figure does, and is rendered whole to a
string by a terminal-sized console (Rich has no frame diff; it writes every cell each time).

Prints one line:
  rich VERSION cpu_median_ns N wall_median_ns N p10_ns N p90_ns N bytes N cpu_samples_ns N,N,...
where the CPU time is this thread's (`time.thread_time_ns`), as the Swift figure is the main
thread's CPU time, and `bytes` is the size of one rendered frame.
"""

import io
import json
import sys
import time
from importlib.metadata import version

from rich import box
from rich.console import Console
from rich.panel import Panel
from rich.style import Style
from rich.table import Table


def main(path, samples):
    with open(path, encoding="utf-8") as handle:
        board = json.load(handle)
    width, height = board["width"], board["height"]
    visible, selected = board["visible"], board["selected"]
    rows = board["rows"]
    text = Style(color=board["colors"]["text"])
    chosen = Style(color=board["colors"]["text"], bgcolor=board["colors"]["selection"], bold=True)
    header = Style(color=board["colors"]["secondary"], bold=True)
    border = Style(color=board["colors"]["border"])

    def frame(offset):
        # The same shape as the Swift table: a one-column gutter for the selection marker,
        # columns one space apart, a rule under the header, no outer edge.
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=0, expand=True, header_style=header)
        table.add_column("", width=1, no_wrap=True)
        for column in board["columns"]:
            table.add_column(
                column["title"],
                justify=column["justify"],
                width=column.get("width"),
                min_width=column.get("minimum"),
                ratio=column.get("ratio"),
                no_wrap=True,
                overflow="ellipsis",
                style=text,
            )
        for index in range(offset, offset + visible):
            is_selected = index - offset == selected
            table.add_row("›" if is_selected else " ", *rows[index], style=chosen if is_selected else None)
        return Panel(table, title=board["title"], box=box.ROUNDED, border_style=border, padding=(0, 1), width=width, height=height)

    console = Console(
        file=io.StringIO(), width=width, height=height, force_terminal=True, color_system="truecolor", legacy_windows=False
    )

    def render(offset):
        console.begin_capture()
        console.print(frame(offset))
        return console.end_capture()

    shown = render(0)
    for offset in range(1, 4):
        render(offset)
    cpu, wall = [], []
    offset = 4
    for _ in range(samples):
        offset = offset + 1 if offset + visible + 1 < len(rows) else 0
        wall_start, cpu_start = time.perf_counter_ns(), time.thread_time_ns()
        render(offset)
        cpu.append(time.thread_time_ns() - cpu_start)
        wall.append(time.perf_counter_ns() - wall_start)
    cpu.sort()
    wall.sort()

    def at(values, fraction):
        return values[min(len(values) - 1, int(len(values) * fraction))]

    print(
        f"rich {version('rich')} cpu_median_ns {at(cpu, 0.5)} wall_median_ns {at(wall, 0.5)} "
        f"p10_ns {at(cpu, 0.1)} p90_ns {at(cpu, 0.9)} bytes {len(shown.encode('utf-8'))} "
        f"cpu_samples_ns {','.join(map(str, cpu))}"
    )


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: rich_board.py BOARD.json [SAMPLES]")
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 60)
