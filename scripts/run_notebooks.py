"""Execute the lesson notebooks top to bottom and store their outputs in place.

    python scripts/run_notebooks.py                      # every lesson
    python scripts/run_notebooks.py notebooks/01-the-cards.ipynb

Each notebook runs in a fresh kernel of the interpreter running this script (so
the kernel sees exactly the packages of this environment), in its own folder, as
a learner would run it with "Run All". The stored outputs are what ``pytest
--nbval`` later compares against, so the file is written to be reproducible:
running again on unchanged code gives byte-identical files.

* Execution counts are renumbered 1, 2, 3... over the code cells.
* Timing metadata, widget state and widget views are dropped: the widget models
  live only in a running kernel, so a stored view could only show an error. What
  stays is the widget's static HTML snapshot of its view (``text/html``, which
  nbval compares) and its short ``text/plain`` repr.
* The kernel's Python version is left out of the notebook metadata, so a patch
  release of Python does not rewrite every lesson.
* JSON is written by ``nbformat`` (indent 1, sorted keys, trailing newline).
* Progress is off (``KOIKOI_PROGRESS=off``): a run keeps no learner's progress in
  notebooks/, and the warm-up shows what a new learner sees.
* Pictures are stored once, as files in notebooks/pictures/ named by their content,
  which the lessons' ``<img>`` name: each kernel loads the IPython extension
  koikoi_edu/picture_files.py at its start; a picture no lesson names any more is removed.

A notebook with an error in any cell is not written; the error is printed and the
script exits with status 1 once every notebook has been tried.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import ipykernel.kernelspec
import nbformat
import zmq
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError

from koikoi_edu import learner, picture_files, writing

ROOT = Path(__file__).resolve().parent.parent
LESSON_GLOBS = ("notebooks/*.ipynb", "notebooks/ru/*.ipynb", "notebooks/uk/*.ipynb")
PICTURE_FOLDER = ROOT / "notebooks" / picture_files.PICTURE_FOLDER
KERNEL = "python3"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


class CurrentEnvKernelSpecs(KernelSpecManager):
    """Kernel specs where ``python3`` always means this interpreter.

    An installed ``python3`` spec may name a bare ``python`` or another
    environment's interpreter; the lessons must run against the package installed
    here, so the spec is ipykernel's own, built on ``sys.executable``.
    """

    def get_kernel_spec(self, kernel_name: str):
        if kernel_name == KERNEL:
            return self.kernel_spec_class(
                resource_dir=ipykernel.kernelspec.RESOURCES,
                **ipykernel.kernelspec.get_kernel_dict(),
            )
        return super().get_kernel_spec(kernel_name)


def lessons(paths: list[str]) -> list[Path]:
    """The notebooks to run: the paths given, or every lesson, sorted."""
    if paths:
        return [Path(p) for p in paths]
    return sorted(p for pattern in LESSON_GLOBS for p in ROOT.glob(pattern))


def normalise(nb: nbformat.NotebookNode) -> None:
    """Drop what changes from run to run and number the code cells 1, 2, 3..."""
    nb.metadata.pop("widgets", None)
    nb.metadata.get("language_info", {}).pop("version", None)
    count = 0
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        count += 1
        cell.execution_count = count
        cell.outputs = merge_streams(cell.outputs)
        for output in cell.outputs:
            output.get("data", {}).pop(WIDGET_VIEW, None)
            if output.output_type == "execute_result":
                output.execution_count = count


def merge_streams(outputs: list) -> list:
    """Join consecutive prints to the same stream into one output.

    How the kernel batches a cell's prints into messages depends on timing, so the
    same cell can otherwise be stored as one stream output one run and two the next.
    """
    merged: list = []
    for output in outputs:
        last = merged[-1] if merged else None
        if (
            output.output_type == "stream"
            and last is not None
            and last.output_type == "stream"
            and last.name == output.name
        ):
            last.text += output.text
        else:
            merged.append(output)
    return merged


def run(path: Path, timeout: int) -> nbformat.NotebookNode:
    """Execute ``path`` in a fresh kernel in its own folder; returns the executed notebook."""
    nb = nbformat.read(path, as_version=4)
    # Encrypt the kernel's sockets where zmq can: the kernel warns on plain TCP otherwise.
    km = KernelManager(
        kernel_name=KERNEL,
        kernel_spec_manager=CurrentEnvKernelSpecs(),
        transport_encryption="auto" if zmq.has("curve") else "disabled",
    )
    client = NotebookClient(
        nb,
        km=km,
        timeout=timeout,
        kernel_name=KERNEL,
        record_timing=False,
        store_widget_state=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    try:
        client.execute()
    finally:
        if km.has_kernel:  # a kernel manager handed in is not shut down by the client
            km.shutdown_kernel()
    normalise(nb)
    return nb


def remove_unnamed_pictures() -> list[str]:
    """Delete the pictures no lesson names any more (drawn by an older version of a
    lesson or of the code); returns their names."""
    named = {
        name
        for pattern in LESSON_GLOBS
        for lesson in ROOT.glob(pattern)
        for name in picture_files.PICTURE_FILE.findall(lesson.read_text(encoding="utf-8"))
    }
    unnamed = sorted(p.name for p in PICTURE_FOLDER.glob("*") if p.name not in named)
    for name in unnamed:
        (PICTURE_FOLDER / name).unlink()
    return unnamed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="notebooks to run (default: every lesson)")
    parser.add_argument("--timeout", type=int, default=300, help="seconds allowed per cell")
    args = parser.parse_args(argv)
    os.environ.update(picture_files.kernel_environment(PICTURE_FOLDER))  # the kernels inherit it
    # no learner's progress is kept in notebooks/: the stored outputs are a new learner's
    os.environ[learner.ENVIRONMENT] = "off"
    failed = []
    for path in lessons(args.notebooks):
        start = time.perf_counter()
        try:
            nb = run(path, args.timeout)
        except (CellExecutionError, CellTimeoutError) as e:
            print(f"{path}: FAILED\n{e}", file=sys.stderr, flush=True)
            failed.append(path)
            continue
        stored = nbformat.writes(nb)
        # whole or not at all: a run stopped mid-write leaves the lesson as it was
        writing.write_text(path, stored if stored.endswith("\n") else f"{stored}\n")
        seconds = time.perf_counter() - start
        print(f"{path}: {path.stat().st_size / 1024:.0f} KB, {seconds:.1f} s", flush=True)
    unnamed = remove_unnamed_pictures()
    pictures = sorted(PICTURE_FOLDER.glob("*.svg"))
    print(
        f"{PICTURE_FOLDER.relative_to(ROOT)}: {len(pictures)} pictures, "
        f"{sum(p.stat().st_size for p in pictures) / 1024:.0f} KB"
        f"{f', {len(unnamed)} no lesson names removed' if unnamed else ''}",
        flush=True,
    )
    if failed:
        print(f"{len(failed)} notebook(s) failed: {', '.join(map(str, failed))}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
