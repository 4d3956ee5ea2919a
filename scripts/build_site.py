"""Build the course as a JupyterLite static site in build/site/ (``make site``).

    python3 scripts/build_site.py             # every lesson, no charts, fully offline
    python3 scripts/build_site.py --charts    # numpy and matplotlib from Pyodide's CDN

JupyterLite runs the lessons in each learner's browser (Python through Pyodide), so
the site is a folder of static files that any web host serves. Everything it holds
comes from the versions pinned in scripts/site_pins.toml, fetched through the package
registries only (npm for the Pyodide core, PyPI for the wheels and the build tools):

* the build runs in its own environment, build/site-env, made and (when the pins
  change) remade by this script, which then runs itself again inside it;
* downloads are kept in build/site-cache, so a second build fetches nothing;
* the site itself is always built from clean: an incremental ``jupyter lite build``
  was seen to drop the local ``pyodideUrl`` and silently fall back to a CDN.

The site's ``pyodide-lock.json`` is Pyodide's, rewritten to name the wheels the site
ships, with their own sha256 (PyPI's files differ from Pyodide's builds). The course's
own entry depends on ipywidgets and anywidget only: matplotlib is optional in the
lessons, and jupyterlab, a dependency of the wheel for ``koikoi-edu lessons``, means nothing in a
browser (piplite refuses to install it). The package and its widgets are preloaded with
the kernel, so no lesson needs an install cell; the package's wheel carries its card
pictures drawn ahead. ``--charts`` adds numpy and matplotlib
as Pyodide's own distribution serves them, by address: the site then needs internet.

The shipped wheels carry their modules compiled to bytecode by the site's own Pyodide
(in Node, at build time), as Pyodide's own packages do: a first visit then imports
IPython and the course without compiling them in the learner's browser, which was
about half of the time Python took to import them there (benchmarks/site_first_visit.py).
The other packages' wheels keep only the bytecode; the course's keeps its sources too,
for its tracebacks and for ``inspect``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The build's Python has not installed the course (the Makefile's python3, then
# build/site-env), so the one name it takes from the package is read from the checkout.
sys.path.insert(0, str(ROOT))
from koikoi_edu import picture_files  # noqa: E402
from koikoi_edu.writing import write_text  # noqa: E402

PINS = ROOT / "scripts" / "site_pins.toml"
BUILD = ROOT / "build"
SITE = BUILD / "site"
ENV = BUILD / "site-env"
CACHE = BUILD / "site-cache"
STAGE = BUILD / "site-src"  # the lite dir: lessons, Pyodide and wheels, config
#: The teacher's pack (scripts/teacher_pack.py), copied into the site as teacher-pack/.
PACK = BUILD / "teacher-pack"
#: English lessons, then one folder per other language (notebooks/ru, notebooks/uk, ...).
LESSON_GLOBS = ("notebooks/*.ipynb", "notebooks/*/*.ipynb")
PICTURES = f"notebooks/{picture_files.PICTURE_FOLDER}"
#: The learners' glossary of each language, which the lessons link to.
GLOSSARIES = ("notebooks/glossary.md", "notebooks/*/glossary.md")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_EXTENSION = Path("share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension")
#: What the kernel preloads; the kernel's own packages first, so it installs none itself.
PRELOAD = [
    "micropip",
    "piplite",
    "pyodide-kernel",
    "ipykernel",
    "comm",
    "ipython",
    "jedi",
    "ipywidgets",
    "anywidget",
    "koikoi-edu",
]
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
#: The lesson the site's own address opens, unless its ``?path=`` names another.
FIRST_LESSON = "notebooks/00-start-here.ipynb"
#: Below this width (CSS pixels: phones, and tablets held upright) the site's address opens
#: the single-document view, where JupyterLab's file browser would take most of the screen.
NARROW_PX = 1024
#: The site's own address (index.html), which every link to the site gives: it opens a
#: lesson (``?path=``, lesson 00 by default) in the view that fits the screen. It keeps
#: JupyterLite's empty configuration element, which the apps' pages read from their
#: parent folder, in place of JupyterLite's redirect to JupyterLab alone.
ENTRY_PAGE = f"""<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Koi-Koi course</title>
    <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">
      {{}}
    </script>
    <script>
      const lesson = new URLSearchParams(location.search).get("path") || "{FIRST_LESSON}";
      const narrow = matchMedia("(max-width: {NARROW_PX - 1}px)").matches;
      location.replace(
        `${{narrow ? "notebooks" : "lab"}}/index.html?path=${{encodeURIComponent(lesson)}}`
      );
    </script>
  </head>
  <body>
    <noscript>
      The course needs JavaScript. Lesson 00:
      <a href="lab/index.html?path={FIRST_LESSON}">JupyterLab</a>,
      <a href="notebooks/index.html?path={FIRST_LESSON}">one lesson per screen</a>.
    </noscript>
  </body>
</html>
"""
#: Where the package's wheel carries the lessons (setup.py), left out of the site's.
WHEEL_LESSONS = "koikoi_edu/lessons/"
#: The files of the npm package that make up the Pyodide core of the site.
CORE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide.js",
)


def pins() -> dict:
    with PINS.open("rb") as f:
        return tomllib.load(f)


def env_python() -> Path:
    return ENV / "bin" / "python"


def say(message: str) -> None:
    print(f"[site] {message}", flush=True)


def run(*command: str | Path, **options) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in command], check=True, **options)


# -- the build's own environment -----------------------------------------------------------


def ensure_environment(requirements: list[str]) -> None:
    """Make build/site-env with exactly the pinned build tools, unless it has them."""
    stamp = ENV / "site-pins.txt"
    wanted = "\n".join(requirements) + "\n"
    if stamp.exists() and stamp.read_text() == wanted and env_python().exists():
        return
    say(f"making the build environment {ENV.relative_to(ROOT)}")
    shutil.rmtree(ENV, ignore_errors=True)
    run(sys.executable, "-m", "venv", ENV)
    run(env_python(), "-m", "pip", "install", "-q", "--disable-pip-version-check", *requirements)
    write_text(stamp, wanted)


def in_environment() -> bool:
    return Path(sys.prefix).resolve() == ENV.resolve()


# -- downloads, cached ---------------------------------------------------------------------


def pyodide_core(version: str) -> Path:
    """The npm package ``pyodide`` unpacked in the cache; its ``package`` folder."""
    where = CACHE / f"pyodide-{version}"
    if not (where / "package" / "pyodide-lock.json").exists():
        say(f"fetching pyodide {version} from npm")
        shutil.rmtree(where, ignore_errors=True)
        where.mkdir(parents=True)
        run(
            "npm",
            "pack",
            f"pyodide@{version}",
            "--silent",
            "--pack-destination",
            where,
            cwd=where,
            stdout=subprocess.DEVNULL,
        )
        (tarball,) = where.glob("pyodide-*.tgz")
        with tarfile.open(tarball) as tar:
            tar.extractall(where, filter="data")
    return where / "package"


def wheels(pinned: dict[str, str], python: str, platform: str) -> list[Path]:
    """The pinned pure-Python wheels, from PyPI into the cache (each fetched once)."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    missing = [
        f"{name}=={version}"
        for name, version in pinned.items()
        if wheel_of(folder, name, version) is None
    ]
    if missing:
        say(f"fetching {len(missing)} wheels from PyPI")
        run(
            sys.executable,
            "-m",
            "pip",
            "download",
            "-q",
            "--disable-pip-version-check",
            "--no-deps",
            "--only-binary=:all:",
            "--python-version",
            python,
            "--platform",
            platform,
            "-d",
            folder,
            *missing,
        )
    return [wheel_of(folder, name, version) for name, version in pinned.items()]


def wheel_of(folder: Path, name: str, version: str) -> Path | None:
    """The wheel of ``name`` ``version`` in ``folder``, if there is one."""
    from packaging.utils import canonicalize_name, parse_wheel_filename

    for path in folder.glob("*.whl"):
        wheel_name, wheel_version, _, _ = parse_wheel_filename(path.name)
        if wheel_name == canonicalize_name(name) and str(wheel_version) == version:
            return path
    return None


def course_wheel(into: Path) -> Path:
    """The package's own wheel, built fresh from the working tree, without the copy of
    the lessons a wheel for ``pip install`` carries (see setup.py): the site serves
    them as files, and the kernel preloads this wheel in every visitor's browser."""
    run(
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "-q",
        "--disable-pip-version-check",
        "--no-deps",
        "-w",
        into,
        ROOT,
        stdout=subprocess.DEVNULL,
        env={**os.environ, "KOIKOI_EDU_WHEEL_WITHOUT_LESSONS": "1"},
    )
    (wheel,) = into.glob("koikoi_edu-*.whl")
    add_card_pictures(wheel)
    return wheel


def add_card_pictures(wheel: Path) -> None:
    """Every card picture of every language, drawn here once and carried in the wheel
    (koikoi_edu/render/cards.py, ``DRAWN_AHEAD``): the first table of a visit then draws
    none in the learner's browser, where that took seconds."""
    from koikoi_edu.message import LANGUAGES
    from koikoi_edu.render.cards import DRAWN_AHEAD
    from koikoi_edu.render.live import pictures

    with zipfile.ZipFile(wheel) as z:
        [record] = [n for n in z.namelist() if n.endswith(".dist-info/RECORD")]
        lines = z.read(record).decode().splitlines()
        entries = {n: z.read(n) for n in z.namelist() if n != record}
    for lang in LANGUAGES:
        name = "koikoi_edu/" + DRAWN_AHEAD.format(lang=lang)
        entries[name] = json.dumps(pictures(lang), ensure_ascii=False).encode()
        lines.append(f"{name},,")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in entries.items():
            z.writestr(name, data)
        z.writestr(record, "\n".join(lines) + "\n")


def kernel_wheels() -> list[Path]:
    """piplite, pyodide-kernel and the ipykernel and widgetsnbextension stand-ins that
    come with jupyterlite-pyodide-kernel (for ipywidgets 8: widgetsnbextension 4)."""
    folder = ENV / KERNEL_EXTENSION / "static" / "pypi"
    return [
        w for w in sorted(folder.glob("*.whl")) if not w.name.startswith("widgetsnbextension-3.")
    ]


# -- bytecode ------------------------------------------------------------------------------

#: Compiles the wheels in a folder with the site's Pyodide (its Python, its bytecode).
COMPILER = """
import { loadPyodide } from %(pyodide_mjs)s;
const py = await loadPyodide({ indexURL: %(index)s });
py.FS.mkdirTree("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: %(folder)s }, "/wheels");
py.runPython(%(python)s);
"""

#: Inside Pyodide: each wheel rewritten with its modules' bytecode. A sourceless wheel has
#: ``name.pyc`` in place of ``name.py``; one that keeps its sources has them beside
#: ``__pycache__`` files that Python trusts without checking (unchecked hash: a wheel's
#: files never change once installed). RECORD names the new files.
COMPILE_WHEELS = """
import compileall, pathlib, py_compile, site, tempfile, zipfile

# where a browser installs them, for the file names in tracebacks
INSTALLED = site.getsitepackages()[0]

def compile_wheel(wheel, keep_source):
    with tempfile.TemporaryDirectory() as work:
        tree = pathlib.Path(work)
        with zipfile.ZipFile(wheel) as z:
            z.extractall(tree)
            order = z.namelist()
        compileall.compile_dir(
            tree, ddir=INSTALLED, quiet=2, legacy=not keep_source,
            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
        )
        if not keep_source:
            for source in tree.rglob("*.py"):
                if source.with_suffix(".pyc").exists():
                    source.unlink()
        files = {p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file()}
        [record] = [n for n in files if n.endswith(".dist-info/RECORD")]
        lines = [
            line for line in (tree / record).read_text().splitlines()
            if line.split(",", 1)[0] in files
        ]
        named = {line.split(",", 1)[0] for line in lines}
        lines += [f"{n},," for n in sorted(files - named)]
        (tree / record).write_text("\\n".join(lines) + "\\n")
        kept = [n for n in order if n in files]
        with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
            for name in kept + sorted(files - set(kept)):
                z.write(tree / name, name)

for name, keep_source in %(wheels)r:
    compile_wheel("/wheels/" + name, keep_source)
"""


def compile_wheels(core: Path, wheels: list[Path], keep_source: set[str]) -> None:
    """Rewrite ``wheels`` (all in one folder) with their modules' bytecode, compiled in
    Node by the Pyodide ``core`` the site ships; those in ``keep_source`` keep their sources."""
    python = COMPILE_WHEELS % {"wheels": [(w.name, w.name in keep_source) for w in wheels]}
    runner = COMPILER % {
        "pyodide_mjs": json.dumps(str(core / "pyodide.mjs")),
        "index": json.dumps(f"{core}/"),
        "folder": json.dumps(str(wheels[0].parent)),
        "python": json.dumps(python),
    }
    say(f"compiling {len(wheels)} wheels to bytecode with the site's Pyodide")
    run("node", "--input-type=module", "-e", runner)


# -- the lock ------------------------------------------------------------------------------


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def lock_entry(wheel: Path, python: str) -> dict:
    """A pyodide-lock.json entry naming ``wheel`` as shipped next to the lock.

    Its dependencies are the wheel's own, read as in a browser (``sys_platform`` is
    ``emscripten``), without extras. The course's entry leaves out matplotlib and
    jupyterlab: see the module's docstring.
    """
    from packaging.markers import Marker
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name, parse_wheel_filename

    name, version, _, _ = parse_wheel_filename(wheel.name)
    browser = {
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "os_name": "posix",
        "python_version": python,
        "python_full_version": f"{python}.0",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "extra": "",
    }
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
        text = z.read(metadata).decode()
    depends = set()
    for line in text.splitlines():
        if not line.startswith("Requires-Dist:"):
            continue
        requirement = Requirement(line.split(":", 1)[1].strip())
        marker: Marker | None = requirement.marker
        if marker is None or marker.evaluate(browser):
            depends.add(canonicalize_name(requirement.name))
    if name == "koikoi-edu":
        depends &= {"ipywidgets", "anywidget"}
    # top-level packages and modules, as sources or as bytecode (compile_wheels)
    imports = sorted(
        {
            n.split("/")[0].removesuffix(".pyc").removesuffix(".py")
            for n in names
            if not n.split("/")[0].endswith((".dist-info", ".data", "__pycache__"))
            and (n.count("/") or n.endswith((".py", ".pyc")))
        }
    )
    return {
        "name": name,
        "version": str(version),
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": sorted(depends),
        "unvendored_tests": False,
    }


def site_lock(
    pyodide_lock: dict, shipped: list[Path], python: str, charts: list[str], cdn: str
) -> dict:
    """Pyodide's lock rewritten: the shipped wheels, and with ``charts`` those packages
    (and what they need) from Pyodide's own distribution at ``cdn``; nothing else."""
    packages = {}
    for wheel in shipped:
        entry = lock_entry(wheel, python)
        packages[entry["name"]] = entry
    todo = list(charts)
    while todo:
        name = todo.pop()
        if name in packages:
            continue
        entry = dict(pyodide_lock["packages"][name])
        entry["file_name"] = cdn + entry["file_name"]
        packages[name] = entry
        todo += entry["depends"]
    unmet = {d for e in packages.values() for d in e["depends"]} - set(packages)
    if unmet:
        raise SystemExit(
            f"scripts/site_pins.toml: no wheel pinned for {', '.join(sorted(unmet))}"
            " (needed in the browser)"
        )
    return {"info": pyodide_lock["info"], "packages": dict(sorted(packages.items()))}


# -- the site ------------------------------------------------------------------------------


def stage(pinned: dict, charts: bool) -> None:
    """Lay out the lite dir: Pyodide with its lock and wheels, the lessons, the config."""
    shutil.rmtree(STAGE, ignore_errors=True)
    pyodide = STAGE / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    core = pyodide_core(pinned["pyodide"]["version"])
    for name in CORE_FILES:
        shutil.copy2(core / name, pyodide / name)
    python, platform = pinned["pyodide"]["python"], pinned["pyodide"]["platform"]
    shipped = [*wheels(pinned["wheels"], python, platform), *kernel_wheels()]
    for wheel in shipped:
        shutil.copy2(wheel, pyodide / wheel.name)
    course = course_wheel(pyodide)
    shipped = [pyodide / wheel.name for wheel in shipped] + [course]
    compile_wheels(core, shipped, keep_source={course.name})
    lock = site_lock(
        json.loads((core / "pyodide-lock.json").read_text()),
        shipped,
        python,
        pinned["charts"]["packages"] if charts else [],
        pinned["pyodide"]["cdn"],
    )
    write_text(pyodide / "pyodide-lock.json", json.dumps(lock, indent=1) + "\n")

    for pattern in LESSON_GLOBS:
        for lesson in sorted(ROOT.glob(pattern)):
            target = STAGE / "files" / lesson.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            notebook = json.loads(lesson.read_text(encoding="utf-8"))
            # the site's one kernel, so that opening a lesson asks nothing
            notebook["metadata"]["kernelspec"] = KERNELSPEC
            write_text(target, json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
    for pattern in GLOSSARIES:
        for glossary in sorted(ROOT.glob(pattern)):
            target = STAGE / "files" / glossary.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(glossary, target)
    # the pictures the stored lessons name, as files beside them (koikoi_edu/picture_files.py)
    shutil.copytree(ROOT / PICTURES, STAGE / "files" / PICTURES)

    settings = {"loadPyodideOptions": {"packages": PRELOAD}, "disablePyPIFallback": True}
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Koi-Koi course",
            "litePluginSettings": {KERNEL_PLUGIN: settings},
        },
    }
    write_text(STAGE / "jupyter-lite.json", json.dumps(config, indent=2) + "\n")


def build(charts: bool) -> None:
    started = time.monotonic()
    pinned = pins()
    shutil.rmtree(SITE, ignore_errors=True)
    stage(pinned, charts)
    say("jupyter lite build")
    run(
        ENV / "bin" / "jupyter",
        "lite",
        "build",
        "--lite-dir",
        STAGE,
        "--output-dir",
        SITE,
        "--apps",
        "lab",
        # the single-document view (Notebook 7) for phones: notebooks/index.html?path=...
        "--apps",
        "notebooks",
        "--no-unused-shared-packages",
        "--no-sourcemaps",
        cwd=STAGE,
        stdout=subprocess.DEVNULL,
    )
    write_text(SITE / "index.html", ENTRY_PAGE)
    if PACK.is_dir():  # the teacher's pack, when `make teacher-pack` has made it
        shutil.copytree(PACK, SITE / "teacher-pack")
    else:
        say(f"no {PACK.relative_to(ROOT)}: the site ships without the teacher's pack")
    size = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    say(
        f"built {SITE.relative_to(ROOT)}: {size / 1e6:.1f} MB, "
        f"{time.monotonic() - started:.1f} s{' (charts from the CDN)' if charts else ''}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--charts",
        action="store_true",
        help="take numpy and matplotlib from Pyodide's CDN (needs internet)",
    )
    args = parser.parse_args(argv)
    if not in_environment():
        ensure_environment(pins()["build"]["requirements"])
        os.execv(env_python(), [str(env_python()), __file__, *sys.argv[1:]])
    build(args.charts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
