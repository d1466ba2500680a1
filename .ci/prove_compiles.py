"""The runner of .ci/prove-compiles: generates N specs from SEED (prove_specs.py), runs modelgen on each in both
flavours, and type-checks every accepted output in Swift 6 mode with warnings as errors, batched into modules.

Usage: python3 .ci/prove_compiles.py N SEED MODELGEN BUILD_DIR
Environment:
  PROVE_SKIP=cat,cat   leave out these categories of risky constructs (see prove_specs.CATEGORIES)
  PROVE_ONLY=i,j       run only these spec indices (of the same N and SEED): reproduces a failure
  PROVE_KEEP=DIR       write the specs, outputs and stand-ins into DIR and keep them
  PROVE_BATCH=n        specs per type-checked module (default 40)
  PROVE_JOBS=n         parallel jobs (default: the CPU count)
  PROVE_VERBOSE=1      print each rejection's errors too
"""

import concurrent.futures
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prove_specs  # noqa: E402

LOCATED = re.compile(r"^.+:\d+:\d+: (error|note|warning): .+$")


def main():
    count, seed, modelgen, build = int(sys.argv[1]), int(sys.argv[2]), os.path.abspath(sys.argv[3]), sys.argv[4]
    skip = set()
    for item in filter(None, os.environ.get("PROVE_SKIP", "").split(",")):
        if item in prove_specs.CATEGORIES:
            skip.add(item)
        else:
            sys.exit(f"prove-compiles: unknown category '{item}' (known: {', '.join(prove_specs.CATEGORIES)})")
    only = [int(x) for x in filter(None, os.environ.get("PROVE_ONLY", "").split(","))]
    indices = only or list(range(count))
    batch_size = int(os.environ.get("PROVE_BATCH", "40"))
    jobs = int(os.environ.get("PROVE_JOBS", str(os.cpu_count() or 2)))
    verbose = os.environ.get("PROVE_VERBOSE") == "1"
    keep = os.environ.get("PROVE_KEEP")
    work = os.path.abspath(keep) if keep else tempfile.mkdtemp(prefix="prove-compiles.")
    if keep:
        shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work, exist_ok=True)
    started = time.time()
    skip_text = ",".join(sorted(skip))
    repro = f"PROVE_SKIP={skip_text} " if skip else ""
    search = search_paths(build, work)

    cases = {}
    for index in indices:
        case = prove_specs.generate(seed, index, sorted(skip))
        write_case(work, case)
        cases[index] = case

    failures = []
    accepted, rejected = [], []
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda i: run_modelgen(work, modelgen, cases[i]), indices))
    for index, (outcome, detail) in zip(indices, results):
        case = cases[index]
        if outcome == "accepted":
            accepted.append(index)
        elif outcome == "rejected":
            risky = case.cats & prove_specs.MAY_REJECT
            if risky:
                rejected.append(index)
                if verbose:
                    print(f"rejected spec {index} ({', '.join(sorted(risky))}):\n{detail}")
            else:
                failures.append((index, "modelgen rejected a valid spec (no category that may be rejected: "
                                        f"{', '.join(sorted(case.cats)) or 'none'})", detail))
        else:
            failures.append((index, outcome, detail))

    generated = time.time()
    # Type-check the accepted outputs, batched by what must be shared: the support file of the run.
    batches = []
    for flavor in ("observation", "observableObject"):
        groups = {}
        for index in accepted:
            key = support_key(work, cases[index], flavor)
            groups.setdefault(key, []).append(index)
        for key, members in sorted(groups.items()):
            for start in range(0, len(members), batch_size):
                batches.append((flavor, members[start:start + batch_size]))
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        checked = list(pool.map(lambda b: typecheck(work, cases, b[0], b[1], search, f"b{batches.index(b)}"),
                                batches))
    for (flavor, members), (ok, output) in zip(batches, checked):
        if ok:
            continue
        # The specs the errors name (their output, stand-ins or spec lines), else every spec of the batch, again
        # alone: for the errors that belong to each.
        named = {int(n) for n in re.findall(r"\bR?S(\d{5})(?:Standins)?\.(?:swift|yaml):\d+", output)}
        suspects = [i for i in members if i in named] or members
        for index in suspects:
            alone_ok, alone_output = typecheck(work, cases, flavor, [index], search, f"s{index}-{flavor}")
            if not alone_ok:
                failures.append((index, f"the {flavor} output does not compile "
                                        f"(categories: {', '.join(sorted(cases[index].cats)) or 'none'})",
                                 alone_output))
        if not any(f[0] in members for f in failures):
            failures.append((members[0], f"the {flavor} batch {members} does not compile, although each spec alone "
                                         "does", output))

    elapsed = time.time() - started
    if os.environ.get("PROVE_VERBOSE") == "1":
        print(f"prove-compiles: generating and running modelgen took {generated - started:.1f} s, "
              f"type-checking {len(batches)} batches {elapsed - (generated - started):.1f} s")
    for index, what, detail in sorted(failures, key=lambda f: f[0]):
        case = cases[index]
        print(f"::: FAIL spec {index}: {what}")
        print(f"::: reproduce: {repro}PROVE_ONLY={index} PROVE_KEEP=/tmp/prove .ci/prove-compiles {count} {seed}")
        print(f"--- {case.name}.yaml (config {case.config})")
        print(case.spec_text())
        if case.ref:
            print("--- referenced spec (module ProveRef)")
            print(case.spec_text(case.ref))
        if case.standins:
            print("--- stand-ins")
            print("\n".join(case.standins))
        print("--- output")
        print(trim(detail))
    print(f"prove-compiles: {len(indices)} specs ({len(accepted)} accepted and compiled in both flavours, "
          f"{len(rejected)} rejected with a located error), seed {seed}, {elapsed:.0f} s"
          + (f", skipping {skip_text}" if skip else "")
          + (f"; {len({f[0] for f in failures})} FAILED" if failures else ""))
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"prove-compiles: kept in {work}")
    sys.exit(1 if failures else 0)


def trim(text, limit=6000):
    return text if len(text) <= limit else text[:limit] + f"\n... ({len(text) - limit} more characters)"


def search_paths(build, work):
    """-I paths: the Swift modules built beside modelgen (OpenCombine) and each C module map folder there."""
    paths = [os.path.join(build, "Modules")]
    for entry in sorted(os.listdir(build)):
        if os.path.exists(os.path.join(build, entry, "module.modulemap")):
            paths.append(os.path.join(build, entry))
    out = []
    for path in paths:
        out += ["-I", path]
    return out


def write_case(work, case):
    folder = os.path.join(work, case.name)
    os.makedirs(os.path.join(folder, "spec"), exist_ok=True)
    with open(os.path.join(folder, "spec", case.name + ".yaml"), "w", encoding="utf-8") as file:
        file.write(case.spec_text())
    with open(os.path.join(folder, case.name + "Standins.swift"), "w", encoding="utf-8") as file:
        # The stand-ins have the generated code's access level, so that generated declarations may use them.
        access = case.config.get("access", "public")
        lines = [line.replace("public ", "" if access == "internal" else access + " ") for line in case.standins]
        file.write("import Foundation\n" + "".join(line + "\n" for line in lines))
    for flavor in ("observation", "observableObject"):
        lines = [f"flavor: {flavor}"]
        for key, value in case.config.items():
            if key == "stateNames":
                lines.append("stateNames: { " + ", ".join(f"{k}: {prove_specs.scalar(v)}"
                                                          for k, v in value.items()) + " }")
            elif key == "observableObject":
                lines.append("observableObject: { module: " + value["module"] + " }")
            else:
                lines.append(f"{key}: {value}")
        with open(os.path.join(folder, f"{flavor}.yml"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
    if case.ref:
        os.makedirs(os.path.join(folder, "ref"), exist_ok=True)
        with open(os.path.join(folder, "ref", "R" + case.name + ".yaml"), "w", encoding="utf-8") as file:
            file.write(case.spec_text(case.ref))
        with open(os.path.join(folder, "R" + case.name + "Standins.swift"), "w", encoding="utf-8") as file:
            file.write("import Foundation\n" + "".join(line + "\n" for line in case.ref["standins"]))
        with open(os.path.join(folder, "ref.yml"), "w", encoding="utf-8") as file:
            file.write("access: public\n")


def run_one(args, cwd):
    try:
        done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None, "", "timed out after 120 s"
    return done.returncode, done.stdout, done.stderr


def classify(code, stdout, stderr, what):
    """None when accepted; ('rejected', text) for a located rejection; (failure, text) otherwise."""
    if code == 0:
        return None
    text = f"$ {what}\nexit status {code}\n{stdout}{stderr}"
    if code == 1:
        lines = [line for line in stderr.splitlines() if line.strip()]
        bad = [line for line in lines if not LOCATED.match(line)]
        if lines and not bad and any(": error: " in line for line in lines):
            return "rejected", text
        return "modelgen exited 1 with an error that is not located (path:line:column: error: ...)", text
    return "modelgen crashed or failed (exit status not 0 or 1)", text


def run_modelgen(work, modelgen, case):
    folder = os.path.join(work, case.name)
    outcomes = []
    for flavor in ("observation", "observableObject"):
        if case.ref:
            args = [modelgen, "generate", "ref", "--output", f"out-{flavor}/ref", "--config", "ref.yml",
                    "--flavor", flavor, "--quiet"]
            result = classify(*run_one(args, folder), " ".join(args[1:]))
            if result:
                outcomes.append(result)
                continue
        args = [modelgen, "generate", "spec", "--output", f"out-{flavor}/main", "--config", f"{flavor}.yml",
                "--quiet"]
        if case.ref:
            args += ["--reference", "ref"]
        result = classify(*run_one(args, folder), " ".join(args[1:]))
        if result:
            outcomes.append(result)
    if not outcomes:
        return "accepted", ""
    failures = [o for o in outcomes if o[0] != "rejected"]
    if failures:
        return failures[0]
    if len(outcomes) == 1:
        return "rejected in one flavour only", outcomes[0][1]
    return "rejected", outcomes[0][1]


def support_key(work, case, flavor):
    folder = os.path.join(work, case.name, f"out-{flavor}")
    digest = hashlib.sha256()
    # Referenced specs run with one configuration, so their support files are all the same.
    with open(os.path.join(folder, "main", "ModelGenSupport.swift"), "rb") as file:
        digest.update(file.read())
    return digest.hexdigest()


def typecheck(work, cases, flavor, members, search, name):
    """Type-checks the outputs of `members` in one module (and their referenced specs' outputs in ProveRef)."""
    scratch = os.path.join(work, "compile", name)
    os.makedirs(scratch, exist_ok=True)
    flags = ["-swift-version", "6", "-warnings-as-errors", "-strict-concurrency=complete", "-parse-as-library",
             "-package-name", "Prove", "-DDEBUG"] + search
    refs = [i for i in members if cases[i].ref]
    output = ""
    if refs:
        files = []
        for index in refs:
            folder = os.path.join(work, cases[index].name)
            files += [os.path.join(folder, "R" + cases[index].name + "Standins.swift"), os.path.join(folder, f"out-{flavor}/ref",
                                                                               "R" + cases[index].name + ".swift")]
        files.append(os.path.join(work, cases[refs[0]].name, f"out-{flavor}/ref/ModelGenSupport.swift"))
        args = ["swiftc", "-emit-module", "-module-name", "ProveRef", "-emit-module-path",
                os.path.join(scratch, "ProveRef.swiftmodule")] + flags + files
        done = subprocess.run(args, capture_output=True, text=True)
        if done.returncode != 0:
            return False, "ProveRef (the referenced specs' module):\n" + done.stdout + done.stderr
    files = []
    for index in members:
        folder = os.path.join(work, cases[index].name)
        files += [os.path.join(folder, cases[index].name + "Standins.swift"),
                  os.path.join(folder, f"out-{flavor}/main", cases[index].name + ".swift")]
    files.append(os.path.join(work, cases[members[0]].name, f"out-{flavor}/main/ModelGenSupport.swift"))
    args = ["swiftc", "-typecheck", "-module-name", "Prove"] + flags + ["-I", scratch] + files
    done = subprocess.run(args, capture_output=True, text=True)
    output += done.stdout + done.stderr
    return done.returncode == 0, output


if __name__ == "__main__":
    main()
