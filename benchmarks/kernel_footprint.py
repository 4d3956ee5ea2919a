"""What one learner costs a JupyterHub: the memory and CPU of a kernel running a lesson.

    python benchmarks/kernel_footprint.py [--lessons 00 09] [--json]

Sizes deploy/z2jh/config.yaml (docs/teaching.md, "A class of hundreds"). For each lesson
this starts a fresh kernel of this interpreter (the course's own environment), executes
the lesson top to bottom with nbclient, as a learner's *Run All* does, and samples the
kernel process's resident memory (RSS, with psutil, every 50 ms) and its CPU time. The
baselines, measured in the same run: an idle kernel that has only started, and the same
kernel after ``import koikoi_edu.widgets`` (what every lesson's first cell costs). Last,
the single-user server a hub starts for each learner: JupyterLab on the lessons, idle,
its RSS once it answers. From these, :func:`sizing` derives the memory guarantee and limit
of config.yaml; ``--json`` writes the figures deploy/z2jh/footprint.json keeps.

Memory is the peak RSS; CPU is the kernel's CPU seconds over the lesson's wall seconds
(1.0 is one core busy throughout). A learner reads far longer than a Run All takes, so
the CPU figure is a burst, not a steady load. Numbers are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

import nbformat
import psutil
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from jupyter_lab import jupyter_home, jupyterlab  # noqa: E402

NOTEBOOKS = ROOT / "notebooks"
SAMPLE_SECONDS = 0.05
MB = 1024 * 1024
#: The kernels a learner's server holds at its fullest: JupyterLab keeps a kernel for
#: every notebook open, and a learner may have the lesson before and after open too.
OPEN_LESSONS = 4
SERVER = "JupyterLab server, idle"


class Sampler:
    """The peak RSS of a process and its children, sampled on a thread until stopped."""

    def __init__(self, pid: int) -> None:
        self.process = psutil.Process(pid)
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def rss(self) -> int:
        try:
            family = [self.process, *self.process.children(recursive=True)]
            return sum(p.memory_info().rss for p in family)
        except psutil.NoSuchProcess:
            return 0

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, self.rss())
            time.sleep(SAMPLE_SECONDS)

    def __enter__(self) -> Sampler:
        self.peak = self.rss()
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, self.rss())

    def cpu_seconds(self) -> float:
        times = self.process.cpu_times()
        return times.user + times.system


def kernel_manager(env: dict[str, str]) -> KernelManager:
    """A kernel of this interpreter with a private Jupyter home (``env``)."""
    km = KernelManager(kernel_name="python3")
    km.kernel_spec.argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    km.start_kernel(env=env, cwd=str(NOTEBOOKS))
    return km


def kernel_pid(km: KernelManager) -> int:
    return km.provisioner.process.pid  # type: ignore[union-attr]


def run_code(km: KernelManager, code: str) -> None:
    client = km.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=120)
        reply = client.execute_interactive(code, timeout=300)
        assert reply["content"]["status"] == "ok", reply["content"]
    finally:
        client.stop_channels()


def idle_kernel(env: dict[str, str], code: str = "") -> dict[str, float]:
    """A kernel's RSS once it has started and, with ``code``, once it has run it."""
    km = kernel_manager(env)
    try:
        run_code(km, code or "pass")
        time.sleep(1)  # let the reply's work settle
        rss = Sampler(kernel_pid(km)).rss()
    finally:
        km.shutdown_kernel(now=True)
    return {"rss_mb": rss / MB}


def lesson(path: Path, env: dict[str, str]) -> dict[str, float]:
    """Execute ``path`` in a fresh kernel; its peak RSS, final RSS and CPU."""
    nb = nbformat.read(path, as_version=4)
    km = kernel_manager(env)
    try:
        pid = kernel_pid(km)
        client = NotebookClient(
            nb, km=km, timeout=600, resources={"metadata": {"path": str(path.parent)}}
        )
        with Sampler(pid) as sampler:
            cpu_before = sampler.cpu_seconds()
            start = time.perf_counter()
            with client.setup_kernel():
                client.execute()
                wall = time.perf_counter() - start
                cpu = sampler.cpu_seconds() - cpu_before
                final = sampler.rss()
    finally:
        if km.is_alive():
            km.shutdown_kernel(now=True)
    return {
        "peak_rss_mb": sampler.peak / MB,
        "final_rss_mb": final / MB,
        "cpu_seconds": cpu,
        "wall_seconds": wall,
        "cpu_cores": cpu / wall,
    }


def server(home: Path) -> dict[str, float]:
    """JupyterLab on the lessons, idle once it answers: the single-user server's RSS."""
    with jupyterlab(NOTEBOOKS, home):
        time.sleep(2)
        [lab] = [
            p
            for p in psutil.Process().children()
            if any(part == "jupyterlab" for part in p.cmdline())
        ]
        rss = Sampler(lab.pid).rss()
    return {"rss_mb": rss / MB}


def sizing(results: dict[str, dict[str, float]]) -> dict[str, str]:
    """singleuser.memory of deploy/z2jh/config.yaml from a run's ``results``.

    The guarantee (what the scheduler reserves for every learner, so what decides how
    many fit on a node) is the server and one kernel at the heaviest lesson's peak,
    rounded up to 64 MiB; the limit (beyond which the kernel is killed) is the server and
    :data:`OPEN_LESSONS` such kernels, rounded up to 128 MiB.
    """
    server = results[SERVER]["rss_mb"]
    kernel = max(r["peak_rss_mb"] for r in results.values() if "peak_rss_mb" in r)

    def rounded(mb: float, step: int) -> str:
        return f"{-(-int(mb) // step) * step}M"

    return {
        "guarantee": rounded(server + kernel, 64),
        "limit": rounded(server + OPEN_LESSONS * kernel, 128),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lessons", nargs="+", default=["00", "09"])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = {**jupyter_home(Path(folder) / "home"), "PYTHONPATH": str(ROOT)}
        env.pop("PYTHONSTARTUP", None)  # no picture files: a hub's kernel shows data URIs
        results: dict[str, dict[str, float]] = {
            "idle kernel": idle_kernel(env),
            "kernel + import koikoi_edu.widgets": idle_kernel(env, "import koikoi_edu.widgets"),
        }
        for number in args.lessons:
            [path] = NOTEBOOKS.glob(f"{number}-*.ipynb")
            results[f"lesson {path.stem}"] = lesson(path, env)
        results[SERVER] = server(Path(folder) / "lab")
    if args.json:
        print(json.dumps(results, indent=1, sort_keys=True))
        return
    idle = results["idle kernel"]["rss_mb"]
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
    for name, r in results.items():
        if "peak_rss_mb" in r:
            print(
                f"{name:40} peak {r['peak_rss_mb']:6.0f} MB ({r['peak_rss_mb'] / idle:4.1f}x idle)"
                f"  end {r['final_rss_mb']:6.0f} MB  cpu {r['cpu_seconds']:5.1f} s"
                f" over {r['wall_seconds']:5.1f} s = {r['cpu_cores']:.2f} cores"
            )
        else:
            print(f"{name:40} {r['rss_mb']:6.0f} MB ({r['rss_mb'] / idle:4.1f}x idle)")
    memory = sizing(results)
    print(
        f"singleuser.memory for deploy/z2jh/config.yaml: guarantee {memory['guarantee']}"
        f" (the server and one kernel), limit {memory['limit']}"
        f" (the server and {OPEN_LESSONS} kernels)"
    )


if __name__ == "__main__":
    main()
