"""A class of hundreds on Zero to JupyterHub: deploy/z2jh/.

``config.yaml`` is checked against the values the z2jh Helm chart documents (a
hand-kept excerpt of the chart's ``values.schema.yaml`` below: the chart refuses any key
it does not know), its memory against the measurement it was sized from
(``footprint.json``, written by ``benchmarks/kernel_footprint.py --json``), and its
image and lessons against the repository. The ``Dockerfile`` builds the single-user
image from ``binder/``; where a Docker engine answers, the slow test builds it and runs
lesson 00 in it.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from conftest import run

import koikoi_edu

ROOT = Path(__file__).resolve().parent.parent
Z2JH = ROOT / "deploy" / "z2jh"
CONFIG = yaml.safe_load((Z2JH / "config.yaml").read_text(encoding="utf-8"))
DOCKERFILE = (Z2JH / "Dockerfile").read_text(encoding="utf-8")
sys.path.insert(0, str(ROOT / "benchmarks"))

from kernel_footprint import sizing  # noqa: E402

#: The chart the config is written for, and the JupyterHub it runs (its appVersion):
#: the image's jupyterhub must be the same.
CHART, CHART_JUPYTERHUB = "4.4.0", "5.5.0"

# The chart's values, as its values.schema.yaml (chart 4.4.0) documents them, for the
# sections config.yaml uses: a dict is an object that allows only its keys (the schema's
# additionalProperties: false); a string is the JSON types a value may have ("object"
# without keys: any mapping the chart passes on to Kubernetes). Kept by hand: add a key
# here from the chart's reference (z2jh.jupyter.org, "Configuration Reference") before
# using it in config.yaml.
OBJECT = "object"
CHART_VALUES: dict = {
    **dict.fromkeys(
        [
            "custom",
            "debug",
            "global",
            "httpRoute",
            "hub",
            "imagePullSecret",
            "ingress",
            "proxy",
            "rbac",
        ],
        OBJECT,
    ),
    "enabled": "boolean|null",
    "fullnameOverride": "string|null",
    "nameOverride": "string|null",
    "imagePullSecrets": "array",
    "singleuser": {
        **dict.fromkeys(
            [
                "networkPolicy",
                "extraFiles",
                "nodeSelector",
                "extraNodeAffinity",
                "extraPodAffinity",
                "extraPodAntiAffinity",
                "cloudMetadata",
                "extraAnnotations",
                "extraLabels",
                "extraPodConfig",
                "extraResource",
                "networkTools",
            ],
            OBJECT,
        ),
        **dict.fromkeys(
            ["initContainers", "profileList", "extraTolerations", "extraContainers"], "array"
        ),
        "podNameTemplate": "string|null",
        "extraEnv": "object|array",
        "cmd": "array|string|null",
        "defaultUrl": "string|null",
        "events": "boolean|null",
        "fsGid": "integer|null",
        "serviceAccountName": "string|null",
        "startTimeout": "integer|null",
        "allowPrivilegeEscalation": "boolean|null",
        "uid": "integer|null",
        "cpu": {"limit": "number|null", "guarantee": "number|null"},
        "memory": {"limit": "number|string|null", "guarantee": "number|string|null"},
        "image": {"name": "string", "tag": "string", "pullPolicy": "any", "pullSecrets": "array"},
        "lifecycleHooks": {"postStart": OBJECT, "preStop": OBJECT},
        "storage": {
            "capacity": "string|null",
            "dynamic": OBJECT,
            "extraLabels": OBJECT,
            "extraVolumeMounts": "object|array|null",
            "extraVolumes": "object|array|null",
            "homeMountPath": "string",
            "static": OBJECT,
            "type": "any",
        },
    },
    "cull": {
        "enabled": "boolean",
        "users": "boolean|null",
        "adminUsers": "boolean|null",
        "removeNamedServers": "boolean|null",
        "timeout": "integer|null",
        "every": "integer|null",
        "concurrency": "integer|null",
        "maxAge": "integer|null",
    },
    "scheduling": {
        "corePods": OBJECT,
        "userPods": OBJECT,
        "userScheduler": {
            **dict.fromkeys(
                [
                    "image",
                    "pdb",
                    "nodeSelector",
                    "labels",
                    "annotations",
                    "containerSecurityContext",
                    "plugins",
                    "resources",
                    "serviceAccount",
                    "extraPodSpec",
                ],
                OBJECT,
            ),
            "enabled": "boolean",
            "revisionHistoryLimit": "integer|null",
            "replicas": "integer",
            "tolerations": "array",
            "logLevel": "integer",
            "pluginConfig": "array",
        },
        "podPriority": {
            "enabled": "boolean",
            "globalDefault": "boolean",
            "defaultPriority": "integer",
            "imagePullerPriority": "integer",
            "userPlaceholderPriority": "integer",
        },
        "userPlaceholder": {
            **dict.fromkeys(
                [
                    "image",
                    "labels",
                    "annotations",
                    "resources",
                    "containerSecurityContext",
                    "extraPodSpec",
                ],
                OBJECT,
            ),
            "enabled": "boolean",
            "revisionHistoryLimit": "integer|null",
            "replicas": "integer",
        },
    },
    "prePuller": {
        **dict.fromkeys(
            ["labels", "annotations", "resources", "extraImages", "containerSecurityContext"],
            OBJECT,
        ),
        "pause": OBJECT,
        "revisionHistoryLimit": "integer|null",
        "extraTolerations": "array",
        "pullProfileListImages": "boolean",
        "hook": {
            **dict.fromkeys(
                [
                    "nodeSelector",
                    "containerSecurityContext",
                    "image",
                    "resources",
                    "serviceAccount",
                    "serviceAccountImagePuller",
                    "daemonsetAnnotations",
                ],
                OBJECT,
            ),
            "enabled": "boolean",
            "pullOnlyOnChanges": "boolean",
            "podSchedulingWaitDuration": "integer",
            "tolerations": "array",
        },
        "continuous": {
            "enabled": "boolean",
            "serviceAccount": OBJECT,
            "daemonsetAnnotations": OBJECT,
        },
    },
}

JSON_TYPES = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
    "array": (list,),
    "object": (dict,),
}


def schema_errors(value: object, schema: dict | str, where: str = "") -> list[str]:
    """Where ``value`` breaks ``schema`` (CHART_VALUES' form): unknown keys, wrong types."""
    if isinstance(schema, dict):
        if not isinstance(value, dict):
            return [f"{where}: a mapping expected, not {value!r}"]
        errors = []
        for key, item in value.items():
            path = f"{where}.{key}" if where else key
            if key not in schema:
                errors.append(f"{path}: not a value the chart knows")
            else:
                errors += schema_errors(item, schema[key], path)
        return errors
    if schema == "any":
        return []
    allowed = [t for name in schema.split("|") for t in JSON_TYPES[name]]
    # YAML's true is an int to Python: a boolean is never an integer or a number here
    if isinstance(value, bool) and bool not in allowed:
        return [f"{where}: {value!r} is not {schema}"]
    return [] if isinstance(value, tuple(allowed)) else [f"{where}: {value!r} is not {schema}"]


def test_every_key_of_config_yaml_is_one_the_chart_documents():
    assert schema_errors(CONFIG, CHART_VALUES) == []


@pytest.mark.parametrize(
    "broken, said",
    [
        ({"singleuser": {"memory": {"guarantee": "256M", "limt": "1G"}}}, "singleuser.memory.limt"),
        ({"cull": {"enabled": "yes"}}, "cull.enabled: 'yes' is not boolean"),
        ({"cull": {"timeout": True}}, "cull.timeout: True is not integer|null"),
        ({"singleuser": {"cpu": {"limit": "1"}}}, "singleuser.cpu.limit: '1' is not number"),
        ({"singleUser": {}}, "singleUser: not a value the chart knows"),
    ],
)
def test_the_schema_check_refuses_what_the_chart_would(broken, said):
    [error] = schema_errors(broken, CHART_VALUES)
    assert error.startswith(said)


def test_the_memory_is_sized_from_the_measurement():
    footprint = json.loads((Z2JH / "footprint.json").read_text(encoding="utf-8"))
    assert {"lesson 00-start-here", "lesson 09-play"} <= set(footprint)
    assert CONFIG["singleuser"]["memory"] == sizing(footprint)
    for quantity in CONFIG["singleuser"]["memory"].values():
        assert re.fullmatch(r"\d+[KMGT]", quantity)  # KubeSpawner's byte specification
    cpu = CONFIG["singleuser"]["cpu"]
    assert 0 < cpu["guarantee"] < cpu["limit"] <= 2


def test_the_config_runs_this_image_and_pulls_this_course():
    image = CONFIG["singleuser"]["image"]
    assert image["tag"] == koikoi_edu.__version__
    assert image["name"].endswith("/koikoi-edu")
    command = CONFIG["singleuser"]["lifecycleHooks"]["postStart"]["exec"]["command"]
    assert command[0] == "gitpuller" and len(command) == 4
    _, repository, branch, folder = command
    assert repository.startswith("https://github.com/") and branch == "main"
    # the first page is lesson 00 of the pulled folder
    prefix = f"/lab/tree/{folder}/"
    url = CONFIG["singleuser"]["defaultUrl"]
    assert url.startswith(prefix) and (ROOT / url.removeprefix(prefix)).is_file()
    assert CONFIG["cull"]["enabled"] and CONFIG["cull"]["timeout"] <= CONFIG["cull"]["maxAge"]
    assert f"--version {CHART}" in (Z2JH / "config.yaml").read_text(encoding="utf-8")


def pins(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return dict(line.split("==") for line in lines if line.strip() and not line.startswith("#"))


def test_the_image_is_binders_environment_and_the_hubs_packages():
    runtime = (ROOT / "binder" / "runtime.txt").read_text(encoding="utf-8").strip()
    assert re.search(rf"^FROM python:{runtime.removeprefix('python-')}-slim-", DOCKERFILE, re.M)
    assert "COPY binder/requirements.txt" in DOCKERFILE and "binder/postBuild" in DOCKERFILE
    hub = pins(Z2JH / "requirements.txt")
    assert hub == {"jupyterhub": CHART_JUPYTERHUB, "nbgitpuller": hub["nbgitpuller"]}
    assert not set(hub) & set(pins(ROOT / "binder" / "requirements.txt"))
    assert re.search(r"^USER \$\{NB_UID\}$", DOCKERFILE, re.M)  # never root
    assert 'CMD ["jupyterhub-singleuser"]' in DOCKERFILE


def docker_engine() -> str | None:
    """Why there is no Docker engine to build with, or None when one answers."""
    if shutil.which("docker") is None:
        return "no docker command on this machine"
    answer = subprocess.run(["docker", "info"], capture_output=True, text=True, timeout=60)
    return None if answer.returncode == 0 else "the Docker engine does not answer"


@pytest.mark.slow
def test_the_image_builds_and_runs_lesson_00():
    why = docker_engine()
    if why is not None:
        pytest.skip(f"{why}: the image is built where Docker is (CI with Docker, a hub admin)")
    tag = "koikoi-edu-z2jh-test"
    run(["docker", "build", "-f", Z2JH / "Dockerfile", "-t", tag, ROOT], timeout=3600)
    try:
        said = run(["docker", "run", "--rm", tag, "koikoi-edu", "--version"]).stdout
        assert said == f"koikoi-edu {koikoi_edu.__version__}\n"
        run(["docker", "run", "--rm", tag, "jupyterhub-singleuser", "--version"])
        run(
            [
                "docker",
                "run",
                "--rm",
                "-v",
                f"{ROOT / 'notebooks'}:/course:ro",
                tag,
                "sh",
                "-c",
                # as the learner: a copy in the home folder, executed where it lies
                "cp -r /course lessons && jupyter nbconvert --to notebook --execute"
                " --ExecutePreprocessor.timeout=300 --output executed lessons/00-start-here.ipynb",
            ],
            timeout=900,
        )
    finally:
        subprocess.run(["docker", "rmi", "-f", tag], capture_output=True)
