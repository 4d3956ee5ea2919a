"""The JupyterLite site that ``make site`` builds in build/site (scripts/build_site.py).

A fast check of the files, made before any browser opens them: Pyodide is the
site's own, no configuration names a CDN (unless the site was built with the chart
option), every wheel the lock names is there with its checksum, every lesson and the
package's wheel are there. ``make test`` builds the site first; without it these
tests fail and say so.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "build" / "site"
PYODIDE = SITE / "static" / "pyodide"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
URL = re.compile(r"\bhttps?://[^\s\"']+")

sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402  (a sibling script, not a package)


@pytest.fixture(scope="module")
def site() -> Path:
    if not (SITE / "jupyter-lite.json").exists():
        # make test builds the site first; a bare pytest run may not have
        why = f"{SITE.relative_to(ROOT)} is missing: run make site first"
        if os.environ.get("CI"):
            pytest.fail(f"{why} (CI is set, so the site must have been built)")
        pytest.skip(why)
    return SITE


@pytest.fixture(scope="module")
def lock(site: Path) -> dict:
    return json.loads((PYODIDE / "pyodide-lock.json").read_text())


def configs(site: Path) -> list[Path]:
    return sorted(site.rglob("jupyter-lite.json")) + [PYODIDE / "pyodide-lock.json"]


def kernel_settings(site: Path) -> dict:
    config = json.loads((site / "jupyter-lite.json").read_text())
    return config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]


def with_charts(lock: dict) -> bool:
    return any(URL.match(entry["file_name"]) for entry in lock["packages"].values())


def test_pyodide_is_loaded_from_inside_the_site(site: Path):
    url = kernel_settings(site)["pyodideUrl"]
    assert url == "./static/pyodide/pyodide.mjs"
    assert (site / url).is_file() and (site / url).resolve().is_relative_to(site)


def test_no_config_names_another_host_unless_charts_are_on(site: Path, lock: dict):
    allowed = {build_site.pins()["pyodide"]["cdn"]} if with_charts(lock) else set()
    for config in configs(site):
        addresses = {
            a
            for a in URL.findall(config.read_text())
            if not any(a.startswith(prefix) for prefix in allowed)
        }
        assert not addresses, f"{config.relative_to(site)} names {sorted(addresses)}"


def test_every_wheel_the_lock_ships_is_there_with_its_checksum(lock: dict):
    shipped = {
        name: entry for name, entry in lock["packages"].items() if not URL.match(entry["file_name"])
    }
    assert {"koikoi-edu", "ipywidgets", "ipython", "pyodide-kernel", "piplite"} <= set(shipped)
    for name, entry in shipped.items():
        wheel = PYODIDE / entry["file_name"]
        assert wheel.is_file(), f"{name}: {entry['file_name']} is missing"
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name


def test_every_dependency_in_the_lock_has_an_entry(lock: dict):
    for name, entry in lock["packages"].items():
        assert set(entry["depends"]) <= set(lock["packages"]), name


def test_the_course_needs_only_its_widgets_in_the_browser(lock: dict):
    # matplotlib is optional in the lessons; jupyterlab means nothing in a browser; the
    # live table is an anywidget
    assert lock["packages"]["koikoi-edu"]["depends"] == ["anywidget", "ipywidgets"]


def test_the_kernel_preloads_the_course_and_the_widgets(site: Path, lock: dict):
    settings = kernel_settings(site)
    preload = settings["loadPyodideOptions"]["packages"]
    assert {"koikoi-edu", "ipywidgets", "anywidget"} <= set(preload) <= set(lock["packages"])
    assert settings["disablePyPIFallback"] is True


def test_every_lesson_and_the_package_wheel_are_in_the_site(site: Path, lock: dict):
    lessons = sorted(
        p.relative_to(ROOT) for pattern in build_site.LESSON_GLOBS for p in ROOT.glob(pattern)
    )
    english = {p.name for p in lessons if p.parent == Path("notebooks")}
    assert len(english) >= 12
    for language in {p.parent for p in lessons} - {Path("notebooks")}:  # ru, uk, ...
        assert {p.name for p in lessons if p.parent == language} == english, language
    for lesson in lessons:
        copy = json.loads((site / "files" / lesson).read_text(encoding="utf-8"))
        assert copy["metadata"]["kernelspec"]["name"] == "python", lesson  # Pyodide's
    # the file browser lists every lesson, in every language's folder
    for folder in {lesson.parent for lesson in lessons}:
        listed = json.loads((site / "api" / "contents" / folder / "all.json").read_text())
        assert {entry["name"] for entry in listed["content"]} >= {
            p.name for p in lessons if p.parent == folder
        }, folder
    wheel = lock["packages"]["koikoi-edu"]["file_name"]
    assert wheel.startswith("koikoi_edu-") and (PYODIDE / wheel).is_file()
    # the lessons are the site's files; its wheel, preloaded by every kernel, has none
    with zipfile.ZipFile(PYODIDE / wheel) as z:
        names = z.namelist()
        [record] = [n for n in names if n.endswith(".dist-info/RECORD")]
        assert "koikoi_edu/cards.py" in names
        assert not any(n.startswith("koikoi_edu/lessons/") for n in names)
        assert "koikoi_edu/lessons/" not in z.read(record).decode()


def test_the_pictures_the_lessons_name_are_in_the_site(site: Path):
    pictures = ROOT / build_site.PICTURES
    stored = sorted(p.name for p in pictures.iterdir())
    assert (
        stored
        and sorted(p.name for p in (site / "files" / build_site.PICTURES).iterdir()) == stored
    )
    for name in stored:
        copy = site / "files" / build_site.PICTURES / name
        assert copy.read_bytes() == (pictures / name).read_bytes(), name


def test_the_glossaries_the_lessons_link_are_in_the_site(site: Path):
    glossaries = [g for pattern in build_site.GLOSSARIES for g in ROOT.glob(pattern)]
    assert len(glossaries) == 3
    for glossary in glossaries:
        copy = site / "files" / glossary.relative_to(ROOT)
        assert copy.read_bytes() == glossary.read_bytes(), glossary


def test_the_chart_option_takes_numpy_and_matplotlib_from_pyodides_cdn(site: Path):
    # the lock that CHARTS=1 writes, made here from Pyodide's own lock (in the cache)
    pinned = build_site.pins()
    ours = json.loads((PYODIDE / "pyodide-lock.json").read_text())
    theirs = json.loads(
        (build_site.pyodide_core(pinned["pyodide"]["version"]) / "pyodide-lock.json").read_text()
    )
    shipped = [PYODIDE / e["file_name"] for e in ours["packages"].values()]
    cdn = pinned["pyodide"]["cdn"]
    lock = build_site.site_lock(
        theirs, shipped, pinned["pyodide"]["python"], pinned["charts"]["packages"], cdn
    )
    for name in ("numpy", "matplotlib", *theirs["packages"]["matplotlib"]["depends"]):
        entry = lock["packages"][name]
        if entry["file_name"].startswith(cdn):  # Pyodide's own build, Pyodide's checksum
            assert entry["file_name"] == cdn + theirs["packages"][name]["file_name"]
            assert entry["sha256"] == theirs["packages"][name]["sha256"]
        else:  # a wheel the site ships anyway
            assert entry == ours["packages"][name]
    assert lock["packages"]["koikoi-edu"] == ours["packages"]["koikoi-edu"]


def test_a_phone_has_the_single_document_view_with_the_sites_kernel(site: Path):
    assert (site / "notebooks" / "index.html").is_file()
    config = json.loads((site / "notebooks" / "jupyter-lite.json").read_text())
    # the kernel's settings (Pyodide from the site, the course preloaded) are the site's
    assert "litePluginSettings" not in config["jupyter-config-data"]


def test_the_sites_address_is_the_link_handed_out(site: Path):
    # the entry page that picks the view (test_site_browser.py follows it in each window)
    assert (site / "index.html").read_text() == build_site.ENTRY_PAGE
    # and no guide hands out a view's own address as the way in
    for guide in ("README.md", "docs/teaching.md", "docs/teaching.ru.md", "docs/teaching.uk.md"):
        text = (ROOT / guide).read_text(encoding="utf-8")
        assert not re.search(r"http://\S+:8000/(lab|notebooks)/", text), guide
    assert "`http://ADDRESS:8000/` with your" in (ROOT / "docs/teaching.md").read_text()


def test_pip_install_keeps_what_koikoi_edu_lessons_needs(lock: dict):
    # only the site's lock entry leaves jupyterlab and matplotlib out, not the wheel
    wheel = PYODIDE / lock["packages"]["koikoi-edu"]["file_name"]
    with zipfile.ZipFile(wheel) as z:
        [metadata] = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")]
        requires = [
            line.split(":", 1)[1].strip()
            for line in z.read(metadata).decode().splitlines()
            if line.startswith("Requires-Dist:")
        ]
    assert {"jupyterlab", "matplotlib", "ipywidgets>=8"} <= set(requires)


def test_the_shipped_wheels_carry_bytecode_and_the_course_its_sources(lock: dict):
    # the browser imports them without compiling (scripts/build_site.py, compile_wheels)
    tag = "cpython-" + build_site.pins()["pyodide"]["python"].replace(".", "")
    for entry in lock["packages"].values():
        with zipfile.ZipFile(PYODIDE / entry["file_name"]) as z:
            names = set(z.namelist())
            flags = {int.from_bytes(z.read(n)[4:8], "little") for n in names if n.endswith(".pyc")}
        sources = {n for n in names if n.endswith(".py")}
        compiled = {n for n in names if n.endswith(".pyc")}
        assert compiled, entry["name"]
        if entry["name"] == "koikoi-edu":
            # each source has its __pycache__ bytecode beside it, and keeps its source
            for source in sources:
                folder, _, module = source.rpartition("/")
                cached = f"{folder}/__pycache__/{module[:-3]}.{tag}.pyc"
                assert cached in compiled, source
            assert flags == {0b01}, flags  # by hash, never checked against the source
        else:
            # bytecode in place of each source that compiles
            assert not {s + "c" for s in sources} & compiled, entry["name"]
            assert len(compiled) > len(sources), entry["name"]


def test_the_course_wheel_carries_its_card_pictures_drawn_ahead(lock: dict):
    from koikoi_edu.message import LANGUAGES
    from koikoi_edu.render.cards import DRAWN_AHEAD
    from koikoi_edu.render.live import pictures

    with zipfile.ZipFile(PYODIDE / lock["packages"]["koikoi-edu"]["file_name"]) as z:
        carried = {
            lang: json.loads(z.read("koikoi_edu/" + DRAWN_AHEAD.format(lang=lang)))
            for lang in LANGUAGES
        }
    # exactly what the package draws (this checkout's, which built the site)
    assert carried["en"] == pictures("en")
    for lang in LANGUAGES:
        assert set(carried[lang]) == set(pictures("en")), lang


def test_a_card_picture_drawn_ahead_is_used_as_it_is(monkeypatch):
    from koikoi_edu.render import cards

    monkeypatch.setattr(cards, "_drawn_ahead", lambda lang: {"pine-crane*": f"data:{lang}"})
    cards._card_picture.cache_clear()
    try:
        assert cards._card_picture("pine-crane", "ru", True) == "data:ru"
        # a picture not carried is drawn
        assert cards._card_picture("pine-crane", "ru", False).startswith("data:image/svg+xml,")
    finally:
        cards._card_picture.cache_clear()
