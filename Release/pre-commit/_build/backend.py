"""The build backend (PEP 517) of listspec's pre-commit hooks package, needing nothing installed.

pip builds a package from source in an isolated environment holding the backend's requirements,
fetched from the index; pre-commit installs hooks with `pip install .`. A backend written here,
with no requirements, lets the hooks install where the only index is a folder holding listspec's
wheel (PIP_NO_INDEX, PIP_FIND_LINKS), and offline. The package holds no code: its one dependency,
the listspec wheel of the same release, puts `listspec` on the hooks' PATH.

Every PEP 517 front end builds it (`pip wheel`, `pip install`, `python -m build`: the sdist, then
the wheel from the sdist), so it has both of PEP 517's mandatory hooks, build_wheel and build_sdist.
"""
import base64
import hashlib
import io
import os
import tarfile
import zipfile

NAME = "listspec_pre_commit"
# The listspec release these hooks install; Release/test-pre-commit checks it is the wheel's.
VERSION = "0.1.0"
METADATA = f"""Metadata-Version: 2.1
Name: listspec-pre-commit
Version: {VERSION}
Summary: pre-commit hooks for listspec, installing its prebuilt wheel
Home-page: https://github.com/listspec/listspec
License: MIT
Requires-Dist: listspec=={VERSION}
"""
WHEEL = """Wheel-Version: 1.0
Generator: listspec-pre-commit _build/backend.py
Root-Is-Purelib: true
Tag: py3-none-any
"""
DIST_INFO = f"{NAME}-{VERSION}.dist-info"
WHEEL_NAME = f"{NAME}-{VERSION}-py3-none-any.whl"
SDIST_NAME = f"{NAME}-{VERSION}.tar.gz"
# What the sdist holds beside PKG-INFO: what a front end needs to build the wheel from it.
SDIST_FILES = ["pyproject.toml", "_build/backend.py", ".pre-commit-hooks.yaml", "README.md"]
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    folder = os.path.join(metadata_directory, DIST_INFO)
    os.makedirs(folder, exist_ok=True)
    for name, text in (("METADATA", METADATA), ("WHEEL", WHEEL)):
        with open(os.path.join(folder, name), "w") as file:
            file.write(text)
    return DIST_INFO


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    # This package is published on its own, so it cannot share Release/wheel's RECORD code.
    entries = [(f"{DIST_INFO}/METADATA", METADATA.encode()), (f"{DIST_INFO}/WHEEL", WHEEL.encode())]
    record = ""
    for name, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record += f"{name},sha256={digest},{len(data)}\n"
    entries.append((f"{DIST_INFO}/RECORD", (record + f"{DIST_INFO}/RECORD,,\n").encode()))
    with zipfile.ZipFile(os.path.join(wheel_directory, WHEEL_NAME), "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries:
            archive.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data)
    return WHEEL_NAME


def build_sdist(sdist_directory, config_settings=None):
    # Reproducible: sorted, one fixed time, no owner, so the same files make the same bytes.
    entries = [("PKG-INFO", METADATA.encode())]
    for name in SDIST_FILES:
        path = os.path.join(HERE, name)
        if os.path.exists(path):
            with open(path, "rb") as file:
                entries.append((name, file.read()))
    with tarfile.open(os.path.join(sdist_directory, SDIST_NAME), "w:gz", format=tarfile.PAX_FORMAT) as archive:
        for name, data in sorted(entries):
            info = tarfile.TarInfo(f"{NAME}-{VERSION}/{name}")
            info.size, info.mtime, info.mode = len(data), 315532800, 0o644
            archive.addfile(info, io.BytesIO(data))
    return SDIST_NAME
