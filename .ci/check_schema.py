"""Checks the committed JSON Schemas against the repository's YAML files.

Every spec (Specs/, Examples/, the snippet specs of the tests) must be valid against docs/spec.schema.json and every
modelgen.yml against docs/modelgen-config.schema.json; every fixture under .ci/schema-rejects/ must be rejected, with an
error that contains the text its first line names (`# rejected: TEXT`). With a modelgen binary as the argument, each
fixture must be rejected by `modelgen validate` too. Exits 1 when a good file is rejected or a bad one accepted.

Usage: python3 .ci/check_schema.py [MODELGEN]
"""

import json
import pathlib
import subprocess
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONFIG_NAMES = {"modelgen.yml", "modelgen.yaml"}
# YAML files in spec folders that are some other tool's input, not specs.
OTHER_TOOLS = {"swiftgen.yml", "swiftgen.yaml", "openapi.yml", "openapi.yaml", "openapi-generator-config.yaml"}
SPEC_FOLDERS = ["Specs", "Examples", "Tests/ModelGenCoreTests/Snippets"]
REJECTS = ROOT / ".ci" / "schema-rejects"
# libyaml, the parser modelgen reads specs with, where PyYAML has it: PyYAML's own parser ends a plain scalar at `?` in a
# flow mapping (`{ date: Date? }`), which libyaml reads as modelgen does.
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def validator(name):
    schema = json.loads((ROOT / "docs" / name).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def yaml_files(folder):
    """The YAML files under folder, sorted, outside hidden folders (.build, .swiftpm, ...)."""
    files = [*folder.rglob("*.yaml"), *folder.rglob("*.yml")]
    return sorted(path for path in files if not any(part.startswith(".") for part in path.relative_to(folder).parts))


def messages(errors):
    """Every error's message, with those of the alternatives inside anyOf and oneOf."""
    for error in errors:
        yield error.message
        yield from messages(error.context)


def load(path):
    return yaml.load(path.read_text(), Loader=LOADER)


def check_good(path, checker):
    errors = sorted(checker.iter_errors(load(path)), key=lambda error: list(error.path))
    for error in errors:
        location = "/".join(str(part) for part in error.path) or "(root)"
        print(f"{path.relative_to(ROOT)}: error: {location}: {error.message}")
    return not errors


def check_reject(path, checker, modelgen):
    lines = path.read_text().splitlines()
    first = lines[0] if lines else ""
    if not first.startswith("# rejected: "):
        print(f"{path.relative_to(ROOT)}: error: the first line must be '# rejected: TEXT', the error it shows")
        return False
    expected = first.removeprefix("# rejected: ")
    found = list(messages(checker.iter_errors(load(path))))
    if not found:
        print(f"{path.relative_to(ROOT)}: error: the schema accepts it")
        return False
    if not any(expected in message for message in found):
        print(f"{path.relative_to(ROOT)}: error: rejected, but no error says '{expected}':")
        for message in found:
            print(f"    {message}")
        return False
    if modelgen and path.parent.name == "spec":
        run = subprocess.run([modelgen, "validate", str(path)], capture_output=True, text=True)
        if run.returncode != 1:
            print(f"{path.relative_to(ROOT)}: error: modelgen validate exits {run.returncode}, not 1")
            return False
    return True


def main():
    modelgen = sys.argv[1] if len(sys.argv) > 1 else None
    spec = validator("spec.schema.json")
    config = validator("modelgen-config.schema.json")
    goods = [ROOT / name for name in sorted(CONFIG_NAMES) if (ROOT / name).exists()]
    goods += [path for folder in SPEC_FOLDERS for path in yaml_files(ROOT / folder) if path.name not in OTHER_TOOLS]
    good = len(goods)
    bad = 0
    failed = [path for path in goods if not check_good(path, config if path.name in CONFIG_NAMES else spec)]
    for path in yaml_files(REJECTS):
        bad += 1
        if not check_reject(path, config if path.parent.name == "config" else spec, modelgen):
            failed.append(path)
    if failed:
        print(f"check-schema: {len(failed)} of {good + bad} files wrong")
        return 1
    print(f"check-schema: {good} specs and configurations valid, {bad} bad fixtures rejected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
