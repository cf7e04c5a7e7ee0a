#!/usr/bin/env python3
"""Checks DTCG token files against the official DTCG 2025.10 JSON Schema (tools/dtcg-schema/).

    python3 tools/check-dtcg-schema.py [FILE ...]   # default: every *.tokens.json under Examples/ but another project's (a folder with SOURCE.md)
    python3 tools/check-dtcg-schema.py --self-test  # the pre-2025.10 forms fail, the final ones pass

The schema checks a token's `$value` only when the token itself carries `$type`; it cannot see a
group's `$type` inherited by its tokens. So each file is checked as a copy in which every group's
`$type` is written onto the tokens below it that have none (their own `$type` wins), as the DTCG
format defines inheritance. Every problem of every file is printed (file, JSON path, message);
the exit status is 1 when any file fails.
"""
from __future__ import annotations

import copy
import json
import pathlib
import sys

import jsonschema
import referencing

ROOT = pathlib.Path(__file__).resolve().parent
SCHEMA_DIR = ROOT / "dtcg-schema" / "2025.10"


def validator() -> jsonschema.Draft7Validator:
    """The validator of format.json, its $refs resolved to the committed copies by their $id."""
    resources = []
    for path in sorted(SCHEMA_DIR.rglob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema["$id"], referencing.Resource.from_contents(schema)))
    registry = referencing.Registry().with_resources(resources)
    root = json.loads((SCHEMA_DIR / "format.json").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(root)
    return jsonschema.Draft7Validator(root, registry=registry)


def with_inherited_types(group: dict, inherited: str | None = None) -> dict:
    """A copy of `group` whose tokens each carry their own or their nearest group's `$type`."""
    result = copy.deepcopy(group)

    def walk(node: dict, type_: str | None) -> None:
        type_ = node.get("$type", type_)
        for key, child in node.items():
            if (key.startswith("$") and key != "$root") or not isinstance(child, dict):
                continue
            if "$value" in child:
                if "$type" not in child and type_ is not None:
                    child["$type"] = type_
            else:
                walk(child, type_)

    walk(result, inherited)
    return result


def tokens(group: dict, path: tuple[str, ...] = ()):
    """Every token below `group` with its path: (path, token)."""
    for key, child in group.items():
        if (key.startswith("$") and key != "$root") or not isinstance(child, dict):
            continue
        if "$value" in child:
            yield path + (key,), child
        else:
            yield from tokens(child, path + (key,))


def problems(check: jsonschema.Draft7Validator, document: dict) -> list[str]:
    """The schema's verdict on `document`: empty when valid, else one line per failing token
    (`path: its $type, the value and the schema's closest complaint`), or the file's own
    complaint when no token fails by itself."""
    if check.is_valid(document):
        return []
    token_check = check.evolve(schema={"$ref": "https://www.designtokens.org/schemas/2025.10/format/token.json"})
    found = []
    for path, token in tokens(document):
        error = jsonschema.exceptions.best_match(token_check.iter_errors(token))
        if error is not None:
            found.append(f"{'.'.join(path)}: a {token.get('$type', 'untyped')} token with "
                         f"$value {json.dumps(token['$value'])} fails the schema ({error.message})")
    if not found:
        error = jsonschema.exceptions.best_match(check.iter_errors(document))
        found.append(f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}")
    return found


def check_files(paths: list[pathlib.Path]) -> int:
    check = validator()
    failed = 0
    for path in paths:
        document = json.loads(path.read_text(encoding="utf-8"))
        found = problems(check, with_inherited_types(document))
        if found:
            failed += 1
            for problem in found:
                print(f"{path}: {problem}", file=sys.stderr)
        else:
            print(f"dtcg-schema: {path} is valid DTCG 2025.10")
    return 1 if failed else 0


def self_test() -> int:
    """The final forms pass; each pre-2025.10 form, and a group type the schema must see, fails."""
    check = validator()
    letter = {"value": 0, "unit": "px"}
    typography = {
        "fontFamily": "Manrope", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400,
        "letterSpacing": letter, "lineHeight": 1.4,
    }
    final = {
        "color": {"$type": "color", "ink": {"$value": {
            "colorSpace": "srgb", "components": [0.0784, 0.1294, 0.2392], "hex": "#14213d"}},
            "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}},
        "spacing": {"$type": "dimension", "hairline": {"$value": {"value": 1, "unit": "px"}},
                    "alias": {"$value": "{spacing.hairline}"}},
        "typography": {"$type": "typography", "body": {"$value": typography}},
    }
    old_forms = {
        "a colour as a hex string": ("color", "ink", "#14213D"),
        "a dimension as a string": ("spacing", "hairline", "1px"),
        "typography without letterSpacing": (
            "typography", "body", {k: v for k, v in typography.items() if k != "letterSpacing"}),
        "a colour component outside its range": (
            "color", "ink", {"colorSpace": "srgb", "components": [1.2, 0, 0]}),
    }
    failures = []
    if problems(check, with_inherited_types(final)):
        failures.append(f"the final forms fail: {problems(check, with_inherited_types(final))}")
    for name, (group, token, value) in old_forms.items():
        document = copy.deepcopy(final)
        document[group][token]["$value"] = value
        if not problems(check, with_inherited_types(document)):
            failures.append(f"{name} passes")
    # Without the group's $type written onto its tokens the schema cannot see the hex string.
    document = copy.deepcopy(final)
    document["color"]["ink"]["$value"] = "#14213D"
    if problems(check, document):
        failures.append("the schema saw inheritance by itself: writing $type first is not needed")
    for failure in failures:
        print(f"dtcg-schema self-test: {failure}", file=sys.stderr)
    if not failures:
        print(f"dtcg-schema self-test: the final forms pass; {len(old_forms)} old or wrong forms "
              "fail once each group's $type is on its tokens")
    return 1 if failures else 0


def main(arguments: list[str]) -> int:
    if arguments == ["--self-test"]:
        return self_test()
    examples = ROOT.parent / "Examples"

    def published_elsewhere(path: pathlib.Path) -> bool:
        # A folder with a SOURCE.md holds another project's files, kept as published (e.g.
        # Examples/apple-hig, Terrazzo's): Specimen reads them and reports their problems, but
        # they are not the repository's own token files.
        return any((parent / "SOURCE.md").exists()
                   for parent in path.parents if parent.is_relative_to(examples))

    paths = [pathlib.Path(a) for a in arguments] or sorted(
        path.relative_to(pathlib.Path.cwd()) if path.is_relative_to(pathlib.Path.cwd()) else path
        for path in examples.rglob("*.tokens.json") if not published_elsewhere(path))
    return check_files(paths)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
