#!/usr/bin/env python3
"""The engine's public API, reviewed: lists every public symbol of the libraries a team links
(SpecimenCore, which Specimen re-exports, Specimen, SpecimenCommandLine, SpecimenTesting) with
its declaration, and compares the list with the reviewed one in docs/public-api/. CI fails on a
change nobody reviewed, and on a public symbol declared in the source without a `///` summary.

    python3 tools/public-api.py            # check (exit 1 on a difference, with the diff)
    python3 tools/public-api.py --update   # accept the current API: rewrite docs/public-api/

It runs `swift package dump-symbol-graph` (a debug build, a few seconds when one exists).
"""
import difflib, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["SpecimenCore", "Specimen", "SpecimenCommandLine", "SpecimenTesting"]
REVIEWED = os.path.join(ROOT, "docs", "public-api")


def symbol_graphs():
    out = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
        cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("public-api: swift package dump-symbol-graph failed:\n" + out.stdout + out.stderr)
    for line in out.stdout.splitlines():
        if line.startswith("Files written to "):
            return line[len("Files written to "):].strip()
    sys.exit("public-api: no symbol graph folder in the output of dump-symbol-graph")


def listing(folder, module):
    with open(os.path.join(folder, module + ".symbols.json"), encoding="utf-8") as handle:
        graph = json.load(handle)
    lines, undocumented, declared = set(), [], set()
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        path = ".".join(symbol["pathComponents"])
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        declaration = " ".join(declaration.split())
        lines.add(f"{path}: {declaration}")
        location = symbol.get("location")
        # Declared in this package's sources (not synthesized, not inherited from a protocol).
        if location and "/Sources/" in location.get("uri", ""):
            declared.add(f"{path}: {declaration}")
        if location and "/Sources/" in location.get("uri", "") and not symbol.get("docComment"):
            where = location["uri"].split("/Sources/", 1)[1]
            undocumented.append(f"Sources/{where}:{location['position']['line'] + 1}: {path}")
    return sorted(lines), sorted(undocumented), len(declared & lines)


def main():
    update = "--update" in sys.argv[1:]
    folder = symbol_graphs()
    failed = False
    for module in MODULES:
        current, undocumented, declared = listing(folder, module)
        # What the listing counts beyond the module's own declarations: members a protocol of the
        # standard library gives (`!=` of each Equatable type, literal initialisers).
        inherited = f" ({declared} declared in Sources/{module}, {len(current) - declared} from standard-library protocols)"
        if undocumented:
            failed = True
            print(f"public-api: {len(undocumented)} public symbols of {module} have no /// summary:")
            for line in undocumented[:40]:
                print("  " + line)
        reviewed_path = os.path.join(REVIEWED, module + ".txt")
        text = "\n".join(current) + "\n"
        if update:
            os.makedirs(REVIEWED, exist_ok=True)
            with open(reviewed_path, "w", encoding="utf-8") as handle:
                handle.write(text)
            print(f"public-api: {module}: {len(current)} public symbols{inherited} written to "
                  f"{os.path.relpath(reviewed_path, ROOT)}")
            continue
        try:
            with open(reviewed_path, encoding="utf-8") as handle:
                reviewed = handle.read()
        except FileNotFoundError:
            reviewed = ""
        if reviewed != text:
            failed = True
            diff = list(difflib.unified_diff(
                reviewed.splitlines(), current, f"reviewed {module}", f"current {module}",
                lineterm="", n=0))
            print(f"public-api: the public API of {module} changed ({sum(1 for d in diff if d[:1] in '+-') - 2} "
                  f"lines); review the change, then run `python3 tools/public-api.py --update`:")
            for line in diff[:200]:
                print("  " + line)
        else:
            print(f"public-api: {module}: {len(current)} public symbols{inherited}, as reviewed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
