"""Writes what type-checking one snippet's expected Swift needs besides modelgen's support file.

Usage: python3 .ci/snippet_inputs.py SNIPPET.yaml FOLDER

FOLDER/modelgen.yml: the options of the snippet's `# options:` header line (the format that
Tests/ModelGenCoreTests/Translate/Test_Snippets.swift reads), as a modelgen configuration file.
FOLDER/Externals.swift: SNIPPET.externals when the snippet has one (hand-written stand-ins: generic types, existing
use cases, enums whose cases the output matches, extensions with the methods that `didSet` and `didInit` call), else
a stand-in for each type the snippet lists under `external:`, conforming to what the mapping form lists (the list
form: Sendable, Hashable, Codable).
"""

import os
import shutil

import sys

import yaml

# The header keys that are top-level keys of modelgen.yml, and those under its `observableObject`.
TOP_KEYS = ("access", "flavor")
OBSERVABLE_OBJECT_KEYS = ("module", "setupPublished")


def header_settings(text):
    """The key=value settings of the `# options:` comment among the comment lines before the first key."""
    settings = {}
    for line in text.split("\n"):
        trimmed = line.strip()
        if not trimmed:
            continue
        if not trimmed.startswith("#"):
            break
        comment = trimmed[1:].strip()
        if not comment.startswith("options:"):
            continue
        for setting in comment[len("options:"):].split():
            key, equals, value = setting.partition("=")
            if not equals or key not in TOP_KEYS + OBSERVABLE_OBJECT_KEYS + ("stateNames",):
                sys.exit(f"unknown snippet option '{setting}'")
            settings[key] = value
    return settings


def main():
    spec_path, folder = sys.argv[1], sys.argv[2]
    with open(spec_path, encoding="utf-8") as file:
        text = file.read()

    # The values go in as written, for modelgen to check.
    settings = header_settings(text)
    lines = [f"{key}: {settings[key]}" for key in TOP_KEYS if key in settings]
    nested = [f"{key}: {settings[key]}" for key in OBSERVABLE_OBJECT_KEYS if key in settings]
    if nested:
        lines.append(f"observableObject: {{ {', '.join(nested)} }}")
    if "stateNames" in settings:
        # `uninitialized:idle,failed:error` as a YAML flow mapping.
        renames = [pair.replace(":", ": ") for pair in settings["stateNames"].split(",")]
        lines.append(f"stateNames: {{ {', '.join(renames)} }}")
    with open(f"{folder}/modelgen.yml", "w", encoding="utf-8") as file:
        file.write("".join(line + "\n" for line in lines))

    # libyaml's parser, which modelgen reads specs with: PyYAML's own ends a plain scalar at `?` in a flow mapping
    # (`{ date: Date? }`).
    written = spec_path[: -len(".yaml")] + ".externals"
    if os.path.exists(written):
        shutil.copyfile(written, f"{folder}/Externals.swift")
        return
    externals = (yaml.load(text, Loader=yaml.CSafeLoader) or {}).get("external") or []
    with open(f"{folder}/Externals.swift", "w", encoding="utf-8") as file:
        if isinstance(externals, dict):
            # Exactly what each lists, so that output claiming more (Equatable on a holder) does not compile.
            for name, listed in externals.items():
                file.write(f"public struct {name}: {', '.join(listed)} {{ public init() {{}} }}\n")
            return
        # Hashable because generated types compare (Equatable) and may hash their fields, Codable for the types a
        # spec makes `conforms: [Codable]`.
        for name in externals:
            file.write(f"public struct {name}: Sendable, Hashable, Codable {{ public init() {{}} }}\n")


main()
